/**
 * The Markdown twin of an API operation page (./openapi-to-markdown.ts), on a small description in Japanese that
 * uses what the real one uses: shared parameters, lists with allowed values, nested and nullable objects, lists of
 * objects, a request body, named examples, a file answer. The twins of every real operation, as built and served, are
 * checked in tests/site/api-download.test.ts.
 */
import {test, expect} from 'vitest';
import {OPERATION_LABELS, operationToMarkdown, operationsOf, type Spec} from './openapi-to-markdown.ts';

const ja = OPERATION_LABELS.ja;

const spec: Spec = {
  openapi: '3.1.0',
  servers: [{url: 'https://{host}/api/external'}],
  security: [{basicAuth: []}, {tokenHeader: []}],
  paths: {
    '/room/{id}': {
      parameters: [{$ref: '#/components/parameters/id'}],
      get: {
        operationId: 'getRoom',
        summary: '会議室を取得する',
        description: '会議室を 1 件返します。',
        parameters: [
          {
            name: 'type',
            in: 'query',
            description: '種類です。カンマ区切りで指定します。',
            schema: {type: 'array', items: {type: 'string', enum: ['room', 'desk']}},
            example: ['room', 'desk'],
          },
          {
            name: 'from',
            in: 'query',
            description: '開始時刻です。',
            schema: {
              anyOf: [
                {type: 'string', format: 'date-time'},
                {type: 'string', const: 'now'},
              ],
            },
          },
        ],
        responses: {
          '200': {
            description: '会議室です。',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Room'}, examples: {full: {value: {id: 101, floor: null}}}}},
          },
          '400': {$ref: '#/components/responses/BadRequest'},
        },
      },
      post: {
        operationId: 'updateRoom',
        summary: '会議室を更新する',
        security: [{}, {basicAuth: []}],
        requestBody: {
          required: true,
          description: '変更する項目です。',
          content: {
            'application/json': {schema: {type: 'object', required: ['name'], properties: {name: {type: 'string', description: '名前 | 表示名です。'}}}},
          },
        },
        responses: {'200': {description: 'ブックです。', content: {'application/vnd.ms-excel': {schema: {type: 'string', format: 'binary'}}}}},
      },
    },
  },
  components: {
    parameters: {id: {name: 'id', in: 'path', required: true, description: '会議室の ID です。', schema: {type: 'integer'}, example: 101}},
    responses: {
      BadRequest: {
        description: '要求が正しくありません。',
        content: {
          'application/json': {schema: {type: 'object', properties: {message: {type: 'string', description: '問題点です。'}}}, example: {message: 'x'}},
        },
      },
    },
    schemas: {
      Room: {
        type: 'object',
        required: ['id'],
        properties: {
          id: {type: 'integer', description: '会議室の ID です。'},
          floor: {oneOf: [{$ref: '#/components/schemas/Floor'}, {type: 'null'}], description: 'フロアです。ない場合は `null` です。'},
          amenities: {type: 'array', description: 'アメニティです。', items: {$ref: '#/components/schemas/IdName'}},
          parent: {$ref: '#/components/schemas/Room'},
        },
      },
      Floor: {
        type: 'object',
        description: 'フロアとビルです。',
        required: ['building'],
        properties: {building: {$ref: '#/components/schemas/IdName'}, capacity: {type: ['integer', 'null']}},
      },
      IdName: {
        type: 'object',
        description: 'ID と名前です。',
        properties: {id: {type: 'integer', description: '項目の ID です。'}, name: {type: 'string', description: '項目の名前です。'}},
      },
    },
    securitySchemes: {basicAuth: {type: 'http', scheme: 'basic'}, tokenHeader: {type: 'http', scheme: 'bearer'}},
  },
};

const CURL = "curl -L 'https://booking.example.com/api/external/room/101?type=room,desk'";

test('an operation: title, method and path, description, base URL, authentication, parameters as a table', () => {
  const md = operationToMarkdown({spec, operationId: 'getRoom', labels: ja, curl: CURL});
  expect(md.split('\n## ')[0]).toBe(
    [
      '# 会議室を取得する',
      '',
      '`GET /room/{id}`',
      '',
      '会議室を 1 件返します。',
      '',
      '**ベース URL：** `https://{host}/api/external`',
      '',
      '**認証：** HTTP Basic (`basicAuth`)、HTTP Bearer (`tokenHeader`)',
      '',
    ].join('\n'),
  );
  // Path-level parameters first; a list as the request sends it; allowed values and formats with the type.
  expect(md).toContain(
    [
      '## パラメーター',
      '',
      '| 名前 | 場所 | 型 | 必須 | 説明 | 例 |',
      '|---|---|---|---|---|---|',
      '| `id` | path | integer | はい | 会議室の ID です。 | `101` |',
      '| `type` | query | string[] (room, desk) |  | 種類です。カンマ区切りで指定します。 | `room,desk` |',
      '| `from` | query | string (date-time) \\| "now" |  | 開始時刻です。 |  |',
    ].join('\n'),
  );
});

test('response fields: nested by their path, lists with [], nullable objects expanded, a schema inside itself once', () => {
  const md = operationToMarkdown({spec, operationId: 'getRoom', labels: ja, curl: CURL});
  expect(md).toContain(
    [
      '### 200',
      '',
      '会議室です。',
      '',
      '`application/json`',
      '',
      '| 項目 | 型 | 必須 | 説明 |',
      '|---|---|---|---|',
      '| `id` | integer | はい | 会議室の ID です。 |',
      '| `floor` | object \\| null |  | フロアです。ない場合は `null` です。 |',
      '| `floor.building` | object | はい | ID と名前です。 |',
      '| `floor.building.id` | integer |  | 項目の ID です。 |',
      '| `floor.building.name` | string |  | 項目の名前です。 |',
      '| `floor.capacity` | integer \\| null |  |  |',
      '| `amenities` | object[] |  | アメニティです。 |',
      '| `amenities[].id` | integer |  | 項目の ID です。 |',
      '| `amenities[].name` | string |  | 項目の名前です。 |',
      '| `parent` | object |  |  |',
      '',
      '### 400',
      '',
      '要求が正しくありません。',
    ].join('\n'),
  );
});

test('example request (the curl sample) and example responses of the successful answer only, each named', () => {
  const md = operationToMarkdown({spec, operationId: 'getRoom', labels: ja, curl: CURL});
  expect(md.slice(md.indexOf('## 要求の例'))).toBe(
    [
      '## 要求の例',
      '',
      '```bash',
      CURL,
      '```',
      '',
      '## 応答の例',
      '',
      '**200** (`full`)',
      '',
      '```json',
      '{\n  "id": 101,\n  "floor": null\n}',
      '```',
      '',
    ].join('\n'),
  );
  expect(operationToMarkdown({spec, operationId: 'getRoom', labels: ja}), 'no sample, no example request').not.toContain('## 要求の例');
});

test('request body fields, a file answer, authentication that may be left out; pipes in texts escaped', () => {
  const md = operationToMarkdown({spec, operationId: 'updateRoom', labels: ja});
  expect(md).toContain('`POST /room/{id}`');
  expect(md).toContain('**認証：** HTTP Basic (`basicAuth`) またはなし');
  expect(md).toContain(
    [
      '## 要求本文',
      '',
      '変更する項目です。',
      '',
      '`application/json`',
      '',
      '| 項目 | 型 | 必須 | 説明 |',
      '|---|---|---|---|',
      '| `name` | string | はい | 名前 \\| 表示名です。 |',
    ].join('\n'),
  );
  expect(md).toContain('`application/vnd.ms-excel`：バイナリファイル');
  expect(md).not.toContain('## 応答の例');
});

test('operations in the order of the description; an unknown operation fails', () => {
  expect(operationsOf(spec)).toEqual([
    {operationId: 'getRoom', method: 'get', path: '/room/{id}'},
    {operationId: 'updateRoom', method: 'post', path: '/room/{id}'},
  ]);
  expect(() => operationToMarkdown({spec, operationId: 'nope', labels: ja})).toThrow(/no operation nope/);
});

test('English labels', () => {
  const md = operationToMarkdown({spec, operationId: 'getRoom', labels: OPERATION_LABELS.en});
  expect(md).toContain('**Base URL:** `https://{host}/api/external`');
  expect(md).toContain('| Name | In | Type | Required | Description | Example |');
  expect(md).toContain('| `id` | path | integer | Yes | 会議室の ID です。 | `101` |');
});
