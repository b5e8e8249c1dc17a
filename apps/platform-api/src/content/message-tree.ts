/** A message catalogue as i18next reads it: nested objects with string leaves. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export interface FlatMessage {
  key: string;
  value: string;
}

/** Nested catalogue → dotted keys, the shape the messages table stores so single strings stay editable. */
export function flattenMessages(tree: MessageTree, prefix = ''): FlatMessage[] {
  const flat: FlatMessage[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.push({ key: path, value });
    else flat.push(...flattenMessages(value, path));
  }
  return flat;
}

/**
 * Dotted keys → nested catalogue. A key that is both a leaf and a branch (`a` and `a.b`) would
 * break i18next's lookup; the branch wins so the more specific texts survive an editing slip.
 */
export function nestMessages(rows: readonly FlatMessage[]): MessageTree {
  const root: MessageTree = {};
  for (const { key, value } of rows) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      if (typeof child === 'object') node = child;
      else node = node[part] = {};
    }
    const leaf = parts[parts.length - 1] as string;
    if (typeof node[leaf] !== 'object') node[leaf] = value;
  }
  return root;
}
