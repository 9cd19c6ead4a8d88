const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom lacks the fetch API and TextEncoder: lend it Node's own. The API client needs Request,
 * Response and Headers (so tests can stub `fetch` with real Responses), and AbortController, whose
 * signal Node's Request takes (not jsdom's); react-router needs TextEncoder;
 * checkout draws its Idempotency-Key with crypto.randomUUID, which jsdom's crypto lacks.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
    Object.defineProperty(this.global, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
  }
}

module.exports = JsdomWithFetch;
