import { DEFAULT_MAP_TILES_URL, loadConfig } from '@cenacle/infra/config/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

/** The public site's settings: the branch map's tile server comes from `MAP_TILES_URL`. */
const TILES = 'http://tiles.example.test/{z}/{x}/{y}.png';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({}, { mapTilesUrl: loadConfig({ MAP_TILES_URL: TILES }).mapTilesUrl });
}, 120_000);
afterAll(async () => api?.close());

describe('Site configuration', () => {
  it('hands anonymous visitors the configured tile server', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ mapTilesUrl: TILES });
  });

  it('defaults to OpenStreetMap when MAP_TILES_URL is unset or blank', () => {
    expect(loadConfig({}).mapTilesUrl).toBe(DEFAULT_MAP_TILES_URL);
    expect(DEFAULT_MAP_TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILES_URL: '' }).mapTilesUrl).toBe(DEFAULT_MAP_TILES_URL);
  });
});
