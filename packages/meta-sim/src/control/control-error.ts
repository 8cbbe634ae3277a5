export class ControlError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function notFound(what: string, id: string): ControlError {
  return new ControlError(404, `${what} ${id} does not exist in the simulator`);
}

export function badInput(message: string): ControlError {
  return new ControlError(400, message);
}
