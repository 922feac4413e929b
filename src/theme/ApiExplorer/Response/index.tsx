/**
 * Response wrapper (try-it panel of the API reference): says why a request failed, in the page's language.
 * On a network failure or a CORS refusal the theme keeps its localized explanation in the response state but shows its
 * "click Send API Request" placeholder instead, and a 4xx or 5xx answer comes with no word on what to do (a 500 with
 * an empty body shows only the placeholder). Here a notice above the theme's panel gives the failure and what to do,
 * with the overview's advice for 400 and 401 (external-api/index.md, "Errors").
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Response from '@theme-original/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import '../try-it.css';

/**
 * The notice for an answer with this status code, or null when the request succeeded. One translate() call per
 * message, not a table: `docusaurus write-translations` finds messages only in literal calls.
 */
function statusNotice(code: number): string | null {
  if (code === 400) {
    return translate({
      id: 'api.tryIt.status.badRequest',
      message: '400 Bad Request: a parameter, a date format or an id is not correct. Read message in the answer below, correct the request and send it again.',
      description: 'API try-it panel: the server answered 400',
    });
  }
  if (code === 401) {
    return translate({
      id: 'api.tryIt.status.unauthorized',
      message:
        "401 Unauthorized: the token is missing, unknown, revoked or expired, or your computer's address is not among the token's Allowed sender IPs. Enter the token under Auth and check its Allowed sender IPs.",
      description: 'API try-it panel: the server answered 401',
    });
  }
  if (code >= 400 && code < 500) {
    return translate(
      {
        id: 'api.tryIt.status.clientError',
        message: 'The server refused the request ({code}). The answer below says why.',
        description: 'API try-it panel: the server answered another 4xx status',
      },
      {code},
    );
  }
  if (code >= 500) {
    return translate(
      {
        id: 'api.tryIt.status.serverError',
        message: 'The server could not handle the request ({code}). Send it again after a pause; if it keeps failing, contact the administrator of the server.',
        description: 'API try-it panel: the server answered 5xx',
      },
      {code},
    );
  }
  return null;
}

export default function ResponseWrapper(props: Record<string, unknown>): ReactNode {
  const value = useTypedSelector((state) => state.response.value);
  const code = useTypedSelector((state) => state.response.code);
  const fetching = translate({id: 'theme.openapi.request.fetchingMessage', message: 'Fetching...'});
  const status = code === undefined || code === null || code === '' ? NaN : Number(code);
  // No status with a message: the theme's own, already localized, explanation of a request that got no answer.
  const failedWithoutAnswer = value !== undefined && value !== fetching && Number.isNaN(status);
  const notice = value === fetching ? null : failedWithoutAnswer ? value : Number.isNaN(status) ? null : statusNotice(status);
  return (
    <>
      {notice && (
        <div role="alert" className="alert alert--danger api-tryit__notice">
          {notice}
        </div>
      )}
      <div className={failedWithoutAnswer ? 'api-tryit__response api-tryit__response--failed' : 'api-tryit__response'}>
        <Response {...props} />
      </div>
    </>
  );
}
