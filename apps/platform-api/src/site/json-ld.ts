/**
 * Turns the structured-data pieces of page metadata (spec §3: FAQ, article, organization,
 * product, breadcrumbs) into schema.org JSON-LD objects. CMS data is edited by hand, so each
 * piece is checked for shape and a malformed one is left out rather than published half-built.
 */

type Json = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** Drops undefined members so the output holds only what the CMS filled in. */
function compact(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined));
}

function faqPage(value: unknown): Json | null {
  if (!Array.isArray(value)) return null;
  const questions = value
    .filter(isObject)
    .filter((item) => text(item['question']) && text(item['answer']))
    .map((item) => ({ '@type': 'Question', name: item['question'], acceptedAnswer: { '@type': 'Answer', text: item['answer'] } }));
  return questions.length ? { '@context': SCHEMA, '@type': 'FAQPage', mainEntity: questions } : null;
}

function article(value: unknown): Json | null {
  if (!isObject(value) || !text(value['headline'])) return null;
  return compact({
    '@context': SCHEMA,
    '@type': 'Article',
    headline: value['headline'],
    description: text(value['description']),
    image: text(value['image']),
    datePublished: text(value['datePublished']),
    dateModified: text(value['dateModified']),
  });
}

function organization(value: unknown): Json | null {
  if (!isObject(value) || !text(value['name'])) return null;
  const contact = isObject(value['contactPoint']) ? value['contactPoint'] : null;
  const sameAs = Array.isArray(value['sameAs']) ? value['sameAs'].filter((url) => text(url)) : [];
  return compact({
    '@context': SCHEMA,
    '@type': 'Organization',
    name: value['name'],
    url: text(value['url']),
    logo: text(value['logo']),
    contactPoint: contact
      ? compact({
          '@type': 'ContactPoint',
          telephone: text(contact['telephone']),
          contactType: text(contact['contactType']),
          areaServed: contact['areaServed'],
          availableLanguage: contact['availableLanguage'],
        })
      : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

function product(value: unknown): Json | null {
  if (!isObject(value) || !text(value['name'])) return null;
  return compact({
    '@context': SCHEMA,
    '@type': 'Product',
    name: value['name'],
    image: text(value['image']),
    description: text(value['description']),
    sku: text(value['sku']),
    brand: text(value['brandName']) ? { '@type': 'Brand', name: value['brandName'] } : undefined,
  });
}

function breadcrumbList(value: unknown): Json | null {
  if (!Array.isArray(value)) return null;
  const items = value.filter(isObject).filter((crumb) => text(crumb['name']) && text(crumb['link']));
  if (items.length === 0) return null;
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb['name'], item: crumb['link'] })),
  };
}

const builders: Array<[string, (value: unknown) => Json | null]> = [
  ['organization', organization],
  ['faq', faqPage],
  ['article', article],
  ['product', product],
  ['breadcrumbs', breadcrumbList],
];

/** One JSON-LD document per piece present in the metadata, in a stable order. */
export function buildJsonLd(pieces: Record<string, unknown> | undefined): Json[] {
  if (!isObject(pieces)) return [];
  return builders.flatMap(([key, build]) => {
    const built = pieces[key] === undefined ? null : build(pieces[key]);
    return built ? [built] : [];
  });
}
