import { HttpResponse, delay, http } from 'msw';
import { demoConfig } from './config';
import { OPERATIONS, type MockOperation } from './operations';
import { type MockScenario, scenarioFor } from './scenarios';

export const SLOW_MS = 5000;

/** An error page as a misconfigured server sends it; its script tries to reach the host page. */
export const HTML_ERROR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>500 | Server Error</title>
<style>body{font-family:'DejaVu Sans',sans-serif;background:#f7f7f9;color:#333;display:grid;place-items:center;height:100vh;margin:0}h1{font-weight:300}</style>
</head>
<body>
<div><h1>500 | Server Error</h1><p>Something went wrong on our servers (demo scenario).</p></div>
<script>
  try {
    window.parent.document.body.style.background = 'red';
    window.parent.document.title = 'The error page touched the app';
  } catch (error) {
    console.log('The error page could not reach the parent page:', error && error.name);
  }
</script>
</body>
</html>`;

function failure(operation: MockOperation, scenario: Exclude<MockScenario, 'slow'>): Response {
  switch (scenario) {
    case '401':
      return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    case '500html':
      return HttpResponse.html(HTML_ERROR_PAGE, { status: 500 });
    case '500json':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case '422': {
      // In the call's own error shape, as the contract declares it: `errors` for most calls,
      // `description.currency_id` for trading-account create.
      const { envelope, field } = operation;
      const message = `The ${field.replace(/_/g, ' ')} is invalid (demo scenario).`;
      return HttpResponse.json({ message, [envelope]: { [field]: [message] } }, { status: 422 });
    }
  }
}

/**
 * Consulted before the stateful handlers: adds the demo latency and answers with a switched-on
 * scenario. Otherwise returns nothing, so msw falls through to the next matching handler. One handler
 * per operation (no catch-all), so unknown calls stay unhandled and fail loudly in tests.
 */
export const scenarioLayer = OPERATIONS.map((operation) =>
  http[operation.method](operation.path, async () => {
    const scenario = scenarioFor(operation.id);
    const { latencyMs } = demoConfig();
    if (latencyMs > 0) await delay(latencyMs);
    if (!scenario) return undefined;
    if (scenario === 'slow') {
      await delay(SLOW_MS);
      return undefined;
    }
    return failure(operation, scenario);
  }),
);
