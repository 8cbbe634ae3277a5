import { invalidParameter, missingParameter } from './graph-error.ts';

// Query and body parameters merged, the way Graph treats them; nested values may arrive as JSON strings
export type Params = {
  raw: Record<string, unknown>;
  has(name: string): boolean;
  string(name: string): string | undefined;
  requiredString(name: string): string;
  boolean(name: string): boolean | undefined;
  number(name: string): number | undefined;
  object(name: string): Record<string, unknown> | undefined;
  list(name: string): string[] | undefined;
};

export function createParams(raw: Record<string, unknown>): Params {
  const params: Params = {
    raw,
    has: (name) => raw[name] !== undefined && raw[name] !== null && raw[name] !== '',
    string(name) {
      const value = raw[name];
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw invalidParameter(`Param ${name} must be a string`);
    },
    requiredString(name) {
      const value = params.string(name);
      if (value === undefined || value === '') throw missingParameter(name);
      return value;
    },
    boolean(name) {
      const value = raw[name];
      if (value === undefined || value === null || value === '') return undefined;
      if (value === true || value === 'true' || value === '1' || value === 1) return true;
      if (value === false || value === 'false' || value === '0' || value === 0) return false;
      throw invalidParameter(`Param ${name} must be a boolean`);
    },
    number(name) {
      const value = raw[name];
      if (value === undefined || value === null || value === '') return undefined;
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) throw invalidParameter(`Param ${name} must be a number`);
      return n;
    },
    object(name) {
      const value = decodeJsonString(raw[name], name);
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'object' || Array.isArray(value))
        throw invalidParameter(`Param ${name} must be a JSON object`);
      return value as Record<string, unknown>;
    },
    list(name) {
      const value = raw[name];
      if (value === undefined || value === null || value === '') return undefined;
      if (Array.isArray(value)) return value.map(String);
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed.startsWith('[')) {
          const decoded = decodeJsonString(trimmed, name);
          if (Array.isArray(decoded)) return decoded.map(String);
        }
        return trimmed
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }
      throw invalidParameter(`Param ${name} must be a list`);
    },
  };
  return params;
}

export function decodeJsonString(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    // Meta's own docs show single-quoted pseudo-JSON in form examples, e.g. recipient={'id':'PSID'}
    try {
      return JSON.parse(trimmed.replace(/'/g, '"'));
    } catch {
      throw invalidParameter(`Param ${name} must be a JSON object`);
    }
  }
}
