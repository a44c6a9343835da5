export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** A browser-like HTTP client: keeps the session cookie, sends JSON. */
export class HttpClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpResult<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: init.body,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers },
      redirect: 'manual',
    });
    const setCookie = res.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  post<T = unknown>(path: string, json: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, {
      body: JSON.stringify(json),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  gql(query: string, variables?: Record<string, unknown>) {
    return this.post<GraphqlBody>('/graphql', { query, variables });
  }

  /** The data of a query that must succeed. */
  async data<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const res = await this.gql(query, variables);
    if (res.status !== 200 || res.body.errors)
      throw new Error(`GraphQL failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  }
}

/** The first error's code of a GraphQL answer. */
export const errorCode = (res: HttpResult<GraphqlBody>) => res.body.errors?.[0]?.extensions?.code;

/** The id of the account a client is signed in as. */
export const idOf = async (client: HttpClient) =>
  (await client.data<{ me: { id: string } }>('{ me { id } }')).me.id;
