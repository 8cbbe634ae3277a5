import { mintTraceId } from './ids.ts';

export type GraphErrorType = 'OAuthException' | 'GraphMethodException' | 'FacebookApiException' | 'IGApiException';

export type GraphErrorInit = {
  code: number;
  message: string;
  subcode?: number;
  type?: GraphErrorType;
  httpStatus?: number;
  userTitle?: string;
  userMessage?: string;
  isTransient?: boolean;
};

export type GraphErrorBody = {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    is_transient?: boolean;
    error_user_title?: string;
    error_user_msg?: string;
    fbtrace_id: string;
  };
};

export class GraphError extends Error {
  readonly init: GraphErrorInit;
  constructor(init: GraphErrorInit) {
    super(init.message);
    this.init = init;
  }

  get httpStatus(): number {
    return this.init.httpStatus ?? defaultHttpStatus(this.init.code);
  }

  toBody(): GraphErrorBody {
    const { init } = this;
    return {
      error: {
        message: init.message,
        type: init.type ?? 'OAuthException',
        code: init.code,
        ...(init.subcode !== undefined ? { error_subcode: init.subcode } : {}),
        ...(init.isTransient !== undefined ? { is_transient: init.isTransient } : {}),
        ...(init.userTitle !== undefined ? { error_user_title: init.userTitle } : {}),
        ...(init.userMessage !== undefined ? { error_user_msg: init.userMessage } : {}),
        fbtrace_id: mintTraceId(),
      },
    };
  }
}

export function defaultHttpStatus(code: number): number {
  if (code === 1 || code === 2) return 500;
  if (code === 200) return 403;
  return 400;
}

export function defaultMessageFor(code: number): string {
  switch (code) {
    case 1:
      return 'An unknown error occurred';
    case 2:
      return 'An unexpected error has occurred. Please retry your request later.';
    case 4:
      return '(#4) Application request limit reached';
    case 10:
      return '(#10) Application does not have permission for this action';
    case 17:
      return '(#17) User request limit reached';
    case 32:
      return '(#32) Page request limit reached';
    case 190:
      return 'Invalid OAuth access token - Cannot parse access token';
    case 200:
      return '(#200) Permissions error';
    case 368:
      return 'The action attempted has been deemed abusive or is otherwise disallowed';
    case 551:
      return "This person isn't available right now.";
    case 613:
      return '(#613) Calls to this api have exceeded the rate limit.';
    case 80001:
      return '(#80001) There have been too many calls to this Page account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.';
    default:
      return `(#${code}) Invalid parameter`;
  }
}

export function invalidParameter(message: string, subcode?: number): GraphError {
  return new GraphError({
    code: 100,
    message: message.startsWith('(#100)') ? message : `(#100) ${message}`,
    ...(subcode !== undefined ? { subcode } : {}),
  });
}

export function missingParameter(name: string): GraphError {
  return invalidParameter(`The parameter ${name} is required`);
}

export function unsupportedRequest(method: string, id: string): GraphError {
  return new GraphError({
    code: 100,
    subcode: 33,
    type: 'GraphMethodException',
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  });
}

export function nonexistingField(field: string, nodeType: string): GraphError {
  return invalidParameter(`Tried accessing nonexisting field (${field}) on node type (${nodeType})`);
}

export function permissionError(permission: string): GraphError {
  return new GraphError({ code: 200, message: `(#200) Requires ${permission} permission to manage the object` });
}

export function pageTokenRequired(): GraphError {
  return new GraphError({ code: 210, message: '(#210) A page access token is required to request this resource.' });
}
