/**
 * The code samples of the external API, as the build makes them (tools/api/code-samples.ts), checked by
 * tools/api/check-samples.ts: the curl, Node.js and Python samples run against Prism serving the description and
 * must send exactly the documented request and get the documented success status; the C#, Java and PowerShell
 * samples are read and compared with the same expectations. The other tests plant mistakes in one operation's
 * samples and require the check to name the operation, the language and the mistake.
 */
import {afterAll, beforeAll, test, expect} from 'vitest';
import * as check from '../../tools/api/check-samples.ts';
import type {Mock, Samples} from '../../tools/api/check-samples.ts';
import * as made from '../../tools/api/code-samples.ts';
import type {OpenApi} from '../../tools/api/openapi.ts';

const OPERATIONS = 31;
const LANGUAGES = ['curl', 'nodejs', 'python', 'csharp', 'java', 'powershell'];

// One Prism for the file: the tests of a file run in order in one worker.

let spec: OpenApi;
let samples: Samples;
let mock: Mock | undefined;

beforeAll(async () => {
  spec = await check.loadSpec();
  samples = await made.codeSamples(spec);
  expect(
    made.SAMPLE_LANGUAGES.map((l) => l.language),
    'the languages this check knows',
  ).toEqual(LANGUAGES);
  mock = await check.startMock();
}, 90_000);

afterAll(async () => {
  await mock?.stop();
});

test('every code sample of every operation sends the documented request and gets the documented success status', async () => {
  const results = await check.checkSamples(samples, spec, {mockUrl: mock!.url});
  const problems = results.flatMap((r) => r.problems);
  expect(problems, `${problems.length} problems in the samples, each as "operation (language): what is wrong"`).toEqual([]);
  // Counted, so that an empty or partial set of samples cannot pass.
  expect(new Set(results.map((r) => r.operationId)).size).toBe(OPERATIONS);
  expect(check.summarize(results, LANGUAGES)).toEqual(
    LANGUAGES.map((language) => ({language, mode: ['curl', 'nodejs', 'python'].includes(language) ? 'run' : 'static', passed: OPERATIONS, failed: 0})),
  );
}, 120_000);

/** listBuildings' samples with one mistake planted in each language; each replacement must change the code. */
type Mistake = {name: string; operationId: string; plant: Record<string, [RegExp, string]>; reported: RegExp; runReported?: RegExp};
const mistakes: Mistake[] = [
  {
    name: 'a wrong path',
    operationId: 'listBuildings',
    plant: Object.fromEntries(LANGUAGES.map((l) => [l, [/\/api\/external\/building\?/, '/api/external/buildings?']])),
    reported: /sent GET \/buildings\?.*, expected GET \/building\?id=1%2C2/,
    runReported: /the mock answered 404, the documented success status is 200/,
  },
  {
    name: 'a wrong method',
    operationId: 'listBuildings',
    plant: {
      curl: [/^curl -L /, 'curl -L -X DELETE '],
      nodejs: [/'method': 'GET'/, "'method': 'DELETE'"],
      python: [/conn\.request\("GET"/, 'conn.request("DELETE"'],
      csharp: [/HttpMethod\.Get/, 'HttpMethod.Delete'],
      java: [/Unirest\.get\(/, 'Unirest.delete('],
      powershell: [/-Method 'GET'/, "-Method 'DELETE'"],
    },
    reported: /sent DELETE \/building\?.*, expected GET \/building\?id=1%2C2/,
    runReported: /the mock answered 405, the documented success status is 200/,
  },
  {
    name: 'a missing Authorization header',
    operationId: 'listBuildings',
    plant: {
      curl: [/ \\\n-H 'Authorization: [^']*'/, ''],
      nodejs: [/\n\s*'Authorization': '[^']*'/, ''],
      python: [/\n\s*'Authorization': '[^']*'/, ''],
      csharp: [/\nrequest\.Headers\.Add\("Authorization", "[^"]*"\);/, ''],
      java: [/\n\s*\.header\("Authorization", "[^"]*"\)/, ''],
      powershell: [/\n\$headers\.Add\("Authorization", "[^"]*"\)/, ''],
    },
    reported: /no Authorization header, expected "Authorization: Basic WU9VUl9BUElfVE9LRU46"/,
    runReported: /the mock answered 401, the documented success status is 200/,
  },
  {
    name: 'a missing query parameter',
    operationId: 'listBuildings',
    plant: Object.fromEntries(LANGUAGES.map((l) => [l, [/&page=1&/, '&']])),
    reported: /query parameter missing: page=1 \(sent GET \/building\?.*&searchText=Fuji&row=50\)/,
  },
  {
    name: 'a changed request body',
    operationId: 'createIotDevice',
    plant: Object.fromEntries(LANGUAGES.map((l) => [l, [/Fuji occupancy sensor/, 'Fuji sensor']])),
    reported: /sent the body \{"accessId":"fuji-10f-sensor-01","name":"Fuji sensor",.*expected the documented example \{.*"name":"Fuji occupancy sensor"/,
  },
];

for (const mistake of mistakes) {
  test(`the check reports ${mistake.name} in every language with the operation and language named`, async () => {
    const planted: Record<string, string> = {};
    for (const language of LANGUAGES) {
      const [pattern, replacement] = mistake.plant[language];
      const code = samples[mistake.operationId].samples[language];
      planted[language] = code.replace(pattern, replacement);
      expect(planted[language], `${mistake.operationId} (${language}): the planted mistake (${pattern}) did not change the sample`).not.toBe(code);
    }
    const results = await check.checkSamples({[mistake.operationId]: {samples: planted}}, spec, {mockUrl: mock!.url});
    // The other operations have no samples here: only their "no samples" entries, which are not under test.
    const own = results.filter((r) => r.operationId === mistake.operationId);
    expect(own.map((r) => r.language).sort()).toEqual([...LANGUAGES].sort());
    for (const result of own) {
      const where = `${mistake.operationId} (${result.language})`;
      const text = result.problems.join('\n');
      expect(result.ok, `${where} with ${mistake.name} passed the check`).toBe(false);
      expect(
        result.problems.every((p) => p.startsWith(`${where}: `)),
        `every problem names ${where}:\n${text}`,
      ).toBe(true);
      expect(text, `${where}: the report does not say what is wrong`).toMatch(mistake.reported);
      if (result.mode === 'run' && mistake.runReported) expect(text, `${where}: the report does not give the mock's answer`).toMatch(mistake.runReported);
    }
  }, 60_000);
}
