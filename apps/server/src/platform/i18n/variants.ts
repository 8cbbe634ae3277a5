type Params = Record<string, string | number>;

/** A message with a text per value of one parameter (a node's field, the kind of file expected), and one for the rest. */
export type Variants = { variantParam: string; variantTexts: Record<string, string> };

/** Each variant is translated as a key of its own (`messages.<key>.<value>`). */
export const byParam = (param: string, texts: Record<string, string>, otherwise: string) =>
  Object.assign((params: Params) => texts[String(params[param])] ?? otherwise, {
    variantParam: param,
    variantTexts: texts,
  } satisfies Variants);

export function variantsOf(message: unknown): Variants | null {
  const variants = message as Partial<Variants>;
  return typeof variants.variantParam === 'string' && variants.variantTexts ? (variants as Variants) : null;
}
