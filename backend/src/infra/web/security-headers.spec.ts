import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../config/app-config';
import { securityHeaders, securityHeadersFast } from './security-headers';

describe('security headers', () => {
  it.each(['http://localhost:3000', 'https://shop.example'])(
    'sets exactly the headers helmet sets, from the fixed list (%s)',
    async (publicUrl) => {
      const config = loadConfig({ PUBLIC_URL: publicUrl, DATA_DIR: '/tmp/unused' });
      const headersOf = async (middleware: express.RequestHandler) => {
        const app = express().disable('x-powered-by').use(middleware);
        app.get('/', (_request, response) => response.end());
        const { headers } = await request(app).get('/');
        // What any Node response carries, helmet or not.
        for (const name of ['date', 'connection', 'content-length', 'keep-alive']) delete headers[name];
        return headers;
      };
      const helmet = await headersOf(securityHeaders(config));
      expect(await headersOf(securityHeadersFast(config) as express.RequestHandler)).toEqual(helmet);
      expect(helmet['content-security-policy']).toContain("script-src 'self'");
      expect(Boolean(helmet['strict-transport-security'])).toBe(publicUrl.startsWith('https:'));
    },
  );
});
