/** The subset of JSON Schema that @hono/zod-openapi writes for our zod contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  /** 'GET /api/stays/{id}': the method and the path template, as the matrix and failures name them. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The application/json body schema, if the operation takes a body. */
  body: JsonSchema | undefined;
};

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** Every operation (path x method) the app's own OpenAPI document lists. */
export async function listOperations(app: {
  request: (path: string) => Response | Promise<Response>;
}): Promise<Operation[]> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDoc;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The names of a path template's parameters: '/api/plans/{planId}/items/{itemId}' -> planId, itemId. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** The template with each {name} replaced by values[name], inserted as given (already encoded). */
export function fillPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return String(value);
  });
}
