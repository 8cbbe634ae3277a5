import { checkRule, type FlowAnswerKind } from '@app/contract';

const digitZero = { arabic: 0x0660, eastern: 0x06f0 };

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII: a customer's ٠٥٩ is the number 059. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - digitZero.arabic))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - digitZero.eastern));
}

/** A question's answer as saved (digits made ASCII for numbers and phones), or null when it is not of its kind. */
export function readAnswer(kind: FlowAnswerKind, raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  switch (kind) {
    case 'text':
      return text;
    case 'email':
      return checkRule('email', text) ? text : null;
    case 'number': {
      const value = asciiDigits(text)
        .replace(/\u066B/g, '.')
        .replace(/\s/g, '');
      return checkRule('numeric', value) ? value : null;
    }
    case 'phone': {
      const value = asciiDigits(text).replace(/[()]/g, '').trim();
      return checkRule('phone', value) ? value : null;
    }
  }
}
