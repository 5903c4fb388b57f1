/** A refusal with a code of RULES.md section 8; the route helper turns it into `{status: 0, statusdesc: code}`. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus = 200,
    /** Fields the envelope carries beside the code, for a refusal the player must be told more of (`until`). */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
