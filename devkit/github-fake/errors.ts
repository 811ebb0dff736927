const DOCS = 'https://docs.github.com/rest';

/** An error answer in GitHub's shape: `{ message, documentation_url, status, ...extra }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }

  body(): Record<string, unknown> {
    return { message: this.message, ...this.extra, documentation_url: DOCS, status: String(this.status) };
  }
}

export function notFound(): HttpError {
  return new HttpError(404, 'Not Found');
}

/** 422 with GitHub's `errors` list, e.g. `{ resource: 'PullRequest', code: 'custom', message }`. */
export function validationFailed(...errors: Record<string, unknown>[]): HttpError {
  return new HttpError(422, 'Validation Failed', { errors });
}

export function unprocessable(message: string): HttpError {
  return new HttpError(422, message);
}
