/**
 * The validation rules of spec section 5, as pure predicates. Forms (web) and request schemas (server)
 * both go through these, so a value accepted in the browser is accepted by the API and vice versa.
 */
export type RuleName =
  | 'required'
  | 'email'
  | 'max'
  | 'min'
  | 'confirmed'
  | 'regex'
  | 'between'
  | 'alpha'
  | 'integer'
  | 'digits'
  | 'alpha-dash'
  | 'alpha-num'
  | 'length'
  | 'numeric'
  | 'password'
  | 'positive'
  | 'url'
  | 'phone';

export type RuleParams = {
  max?: number;
  min?: number;
  length?: number;
  other?: unknown;
  pattern?: RegExp;
};

const passwordSpecials = '!@#$%&*()';
export const passwordMinLength = 8;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const urlPattern = /^(https?:\/\/)?([a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,5}(:\d{1,5})?([/?#]\S*)?$/;
const phonePattern = /^\+\d{1,3}[\s-]?\d{6,12}$/;
// \d is ASCII-only in JavaScript, which is exactly what "English digits" means here.
const positivePattern = /^\d+(\.\d+)?$/;
const integerPattern = /^-?\d+$/;
const numericPattern = /^-?\d+(\.\d+)?$/;
const alphaPattern = /^\p{L}+$/u;
const alphaNumPattern = /^[\p{L}\p{N}]+$/u;
const alphaDashPattern = /^[\p{L}\p{N}_-]+$/u;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= passwordMinLength &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    [...value].some((char) => passwordSpecials.includes(char))
  );
}

/** True when the value passes the rule. Every rule but `required` accepts an empty value. */
export function checkRule(rule: RuleName, value: unknown, params: RuleParams = {}): boolean {
  if (rule === 'required') return !isEmpty(value);
  if (rule === 'confirmed') return value === params.other;
  if (isEmpty(value)) return true;
  const raw = text(value);
  switch (rule) {
    case 'email':
      return emailPattern.test(raw);
    case 'max':
      return [...raw].length <= (params.max ?? Infinity);
    case 'min':
      return [...raw].length >= (params.min ?? 0);
    case 'length':
      return [...raw].length === params.length;
    case 'regex':
      return params.pattern ? params.pattern.test(raw) : true;
    case 'between': {
      if (!numericPattern.test(raw)) return false;
      const number = Number(raw);
      return number >= (params.min ?? -Infinity) && number <= (params.max ?? Infinity);
    }
    case 'alpha':
      return alphaPattern.test(raw);
    case 'alpha-num':
      return alphaNumPattern.test(raw);
    case 'alpha-dash':
      return alphaDashPattern.test(raw);
    case 'integer':
      return integerPattern.test(raw);
    case 'numeric':
      return numericPattern.test(raw);
    case 'digits':
      return /^\d+$/.test(raw) && raw.length === params.length;
    case 'password':
      return isStrongPassword(raw);
    case 'positive':
      return positivePattern.test(raw.trim());
    case 'url':
      return urlPattern.test(raw.trim());
    case 'phone':
      return phonePattern.test(raw.trim());
  }
}
