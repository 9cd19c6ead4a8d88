// No unit test reaches the network: a request no test answered gets a 404 at once, instead of a
// real connection that fails after the test has ended. Tests answer with mockFetch (a spy on this).
require('@testing-library/jest-dom');

globalThis.fetch = async () =>
  new Response(JSON.stringify({ message: 'No test answered this request' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
