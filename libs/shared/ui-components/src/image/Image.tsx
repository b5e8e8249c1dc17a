import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';

/** One `<source>` of a `<picture>` (art direction or another format). */
export interface ImageSource {
  srcSet: string;
  media?: string;
  type?: string;
}

/** One picture to try: its address, its densities, its `<picture>` sources. */
export interface ImageCandidate {
  src: string;
  srcSet?: string;
  sources?: readonly ImageSource[];
}

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError' | 'width' | 'height' | 'children'> {
  src: string;
  srcSet?: string;
  /** Sources of a `<picture>` around the image; the image is their fallback, as in HTML. */
  sources?: readonly ImageSource[];
  /** Tried in order when the image fails to load (spec §8), e.g. the server-drawn artwork; then a neutral placeholder. */
  fallbacks?: readonly ImageCandidate[];
  /** The box the image takes, kept by every fallback and the placeholder so nothing moves. */
  width: number;
  height: number;
}

const reported = new Set<string>();

/**
 * Spec §8: an image that fails is logged, once per address for the page's life, the way the
 * client logs what it does without (a console warning: there is no error endpoint to send it to).
 */
export function reportImageFailure(url: string): void {
  if (reported.has(url)) return;
  reported.add(url);
  console.warn(`[ui] an image failed to load, a fallback shows instead: ${url}`);
}

/** A neutral box of the image's own proportions: no broken-image mark, no change of size. */
export function imagePlaceholder(width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#808080" fill-opacity="0.12"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * An `<img>` (in a `<picture>` when it has sources) that never shows a broken image: when what it
 * shows fails to load, it reports the address and moves to the next fallback, and in the end to a
 * neutral placeholder of the same size. The element, its class and its box stay the same throughout.
 */
export function Image({ src, srcSet, sources, fallbacks = [], width, height, alt = '', ...rest }: ImageProps) {
  const candidates = [{ src, srcSet, sources }, ...fallbacks].filter((candidate) => candidate.src !== '');
  const key = candidates.map((candidate) => candidate.src).join('\n');
  // Which candidate failed last, for this list of candidates: a new picture starts from its first again.
  const [failed, setFailed] = useState({ key, count: 0 });
  const step = failed.key === key ? failed.count : 0;
  const current = candidates[step];

  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!current) return;
    reportImageFailure(event.currentTarget.currentSrc || current.src);
    setFailed({ key, count: step + 1 });
  };

  const image = current ? (
    <img {...rest} src={current.src} srcSet={current.srcSet} alt={alt} width={width} height={height} onError={onError} />
  ) : (
    <img {...rest} src={imagePlaceholder(width, height)} alt={alt} width={width} height={height} data-image-placeholder="" />
  );
  // The `<picture>` stays once the image had one, so the box around the image does not change.
  if (!sources?.length) return image;
  return (
    <picture>
      {current?.sources?.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type ?? ''} ${source.srcSet}`}
          srcSet={source.srcSet}
          media={source.media}
          type={source.type}
        />
      ))}
      {image}
    </picture>
  );
}
