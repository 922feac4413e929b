/**
 * Request wrapper (try-it panel of the API reference): checks a request before the theme sends it.
 * - The theme sends an empty required parameter as it is: a cleared path parameter becomes `/building/:id` (its form
 *   library still holds the prefilled example after the reader empties the field, so its own check passes).
 * - The default server is the reader's own, `https://{host}/api/external`, whose host starts as the placeholder
 *   booking.example.com: a reserved example name that no one runs, so a request to it can only fail.
 * - A parameter prefilled with a number from the description (`example: 1`) shows in its field, but the theme's
 *   request builder fills in text values only, so it would also call `/building/:id`: such values are made text.
 * The submit event is stopped before it reaches the theme's form handler, and the reader is told, in the page's
 * language, which parameter is missing or that the server's address is still to be entered.
 */
import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Request from '@theme-original/ApiExplorer/Request';
import {useTypedDispatch, useTypedSelector, type TryItParam, type TryItServer} from '@theme/ApiItem/hooks';
import {clearCode, clearHeaders, clearResponse} from '@theme/ApiExplorer/Response/slice';
import {setParam} from '@theme/ApiExplorer/ParamOptions/slice';
import '../try-it.css';

type Props = {item: {servers?: TryItServer[]}} & Record<string, unknown>;

/** Empty as the theme would send it: nothing, blanks (a path value has its blanks written as %20), or no item. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  return String(value).replace(/%20/g, ' ').trim() === '';
}

/** Names reserved for examples and tests (RFC 2606, RFC 6761): never the address of a reader's server. */
function isPlaceholderHost(value: string): boolean {
  const host = value.trim().replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  return /(^|\.)example\.(com|net|org)$|(^|\.)(example|invalid|test)$/.test(host);
}

const isLoopback = (url: string) => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

/** What keeps this request from being sent, in the page's language; empty when it can go. */
function problems(params: TryItParam[], server: TryItServer | undefined, servers: TryItServer[]): string[] {
  const found: string[] = [];
  const missing = params.filter((p) => p.required && isEmpty(p.value)).map((p) => p.name);
  if (missing.length) {
    found.push(
      translate(
        {
          id: 'api.tryIt.missingParameters',
          message: 'The request was not sent. Enter a value for the required parameters: {names}',
          description: 'API try-it panel: shown instead of sending when required parameters are empty',
        },
        {names: missing.join(', ')},
      ),
    );
  }
  const unset = Object.entries(server?.variables ?? {})
    .filter(([, variable]) => isEmpty(variable.default) || isPlaceholderHost(String(variable.default)))
    .map(([name]) => name);
  if (unset.length) {
    const mock = servers.find((s) => isLoopback(s.url));
    const variable = unset.join(', ');
    found.push(
      mock
        ? translate(
            {
              id: 'api.tryIt.serverAddressOrMock',
              message:
                'The request was not sent. Select Edit under Base URL and enter the address of your server in {variable}, or choose the local mock ({mock}).',
              description: 'API try-it panel: shown instead of sending while the server address is the placeholder',
            },
            {variable, mock: mock.url},
          )
        : translate(
            {
              id: 'api.tryIt.serverAddress',
              message: 'The request was not sent. Select Edit under Base URL and enter the address of your server in {variable}.',
              description: 'API try-it panel: shown instead of sending while the server address is the placeholder',
            },
            {variable},
          ),
    );
  }
  return found;
}

export default function RequestWrapper(props: Props): ReactNode {
  const params = useTypedSelector((state) => state.params);
  const server = useTypedSelector((state) => state.server.value);
  const dispatch = useTypedDispatch();
  const [attempted, setAttempted] = useState(false);
  const all = [...params.path, ...params.query, ...params.header, ...params.cookie];
  const current = problems(all, server, props.item.servers ?? []);

  useEffect(() => {
    for (const param of [...params.path, ...params.query, ...params.header, ...params.cookie]) {
      if (typeof param.value === 'number' || typeof param.value === 'boolean') dispatch(setParam({...param, value: String(param.value)}));
    }
  }, [params, dispatch]);

  // Capture phase: runs before the form's own submit handler, which a stopped event never reaches.
  const check = (event: FormEvent) => {
    if (current.length === 0) {
      setAttempted(false);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    setAttempted(true);
    // An answer on screen would look like the answer to this request, which was not sent.
    dispatch(clearResponse());
    dispatch(clearCode());
    dispatch(clearHeaders());
  };

  return (
    <div onSubmitCapture={check}>
      <Request {...props} />
      {attempted && current.length > 0 && (
        <div role="alert" className="alert alert--warning api-tryit__notice">
          {current.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
    </div>
  );
}
