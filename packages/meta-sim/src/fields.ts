import { invalidParameter, nonexistingField } from './graph-error.ts';

export type FieldSpec = { name: string; modifiers: Record<string, string>; children: FieldSpec[] | null };

// Parses Graph field expansion: id,name,picture.type(large),comments.limit(5).summary(true){message,from{id}}
export function parseFields(input: string | undefined): FieldSpec[] | null {
  if (input === undefined || input.trim() === '') return null;
  let pos = 0;
  const text = input;

  function parseList(closing: string | null): FieldSpec[] {
    const specs: FieldSpec[] = [];
    while (pos < text.length) {
      skipSpace();
      if (closing !== null && text[pos] === closing) {
        pos++;
        return specs;
      }
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      specs.push(parseOne());
    }
    if (closing !== null) throw invalidParameter(`Syntax error "Expected "${closing}"." in fields`);
    return specs;
  }

  function skipSpace() {
    while (pos < text.length && /\s/.test(text[pos]!)) pos++;
  }

  function readName(): string {
    const start = pos;
    while (pos < text.length && /[A-Za-z0-9_:]/.test(text[pos]!)) pos++;
    if (start === pos)
      throw invalidParameter(`Syntax error "Unexpected character ${text[pos] ?? 'end'}" at character ${pos} in fields`);
    return text.slice(start, pos);
  }

  function parseOne(): FieldSpec {
    const name = readName();
    const modifiers: Record<string, string> = {};
    while (text[pos] === '.') {
      pos++;
      const modifier = readName();
      if (text[pos] !== '(') throw invalidParameter(`Syntax error "Expected "("." at character ${pos} in fields`);
      const end = text.indexOf(')', pos);
      if (end < 0) throw invalidParameter(`Syntax error "Expected ")"." in fields`);
      modifiers[modifier] = text.slice(pos + 1, end);
      pos = end + 1;
    }
    skipSpace();
    let children: FieldSpec[] | null = null;
    if (text[pos] === '{') {
      pos++;
      children = parseList('}');
    }
    return { name, modifiers, children };
  }

  return parseList(null);
}

export type FieldResolver<T> = (node: T, spec: FieldSpec) => unknown;
export type NodeShape<T> = {
  nodeType: string;
  defaultFields: string[];
  fields: Record<string, FieldResolver<T>>;
};

export function renderNode<T>(shape: NodeShape<T>, node: T, specs: FieldSpec[] | null): Record<string, unknown> {
  const wanted = specs ?? shape.defaultFields.map((name) => ({ name, modifiers: {}, children: null }));
  const out: Record<string, unknown> = {};
  for (const spec of wanted) {
    const resolver = shape.fields[spec.name];
    if (!resolver) throw nonexistingField(spec.name, shape.nodeType);
    const value = resolver(node, spec);
    if (value !== undefined) out[spec.name] = value;
  }
  // Graph always answers the node id, even when it was not asked for
  if (out.id === undefined && shape.fields.id) {
    const id = shape.fields.id(node, { name: 'id', modifiers: {}, children: null });
    if (id !== undefined) return { ...out, id };
  }
  return out;
}

export function childSpecs(spec: FieldSpec): FieldSpec[] | null {
  return spec.children;
}

// Plain nested objects such as from{id,name}: project the requested keys only
export function projectPlain(
  value: Record<string, unknown> | null | undefined,
  spec: FieldSpec,
): Record<string, unknown> | undefined {
  if (value === null || value === undefined) return undefined;
  if (!spec.children) return value;
  const out: Record<string, unknown> = {};
  for (const child of spec.children) {
    const v = value[child.name];
    if (v !== undefined) out[child.name] = v;
  }
  return out;
}
