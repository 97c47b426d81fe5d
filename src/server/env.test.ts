import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv, loadEnv } from './env.js';

describe('environment', () => {
  const touched: string[] = [];
  afterEach(() => {
    for (const name of touched.splice(0)) Reflect.deleteProperty(process.env, name);
  });

  it('gives every variable its documented default', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', ADMIN_USERNAME: 'admin', SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env).toMatchObject({ WS_CONNECTIONS_PER_IP: 50, LOOKUP_PHONES_PER_IP: 30 });
  });

  it('reads the per-address limits as positive whole numbers', () => {
    expect(loadEnv({ WS_CONNECTIONS_PER_IP: '20000', LOOKUP_PHONES_PER_IP: '1000000' })).toMatchObject({
      WS_CONNECTIONS_PER_IP: 20000,
      LOOKUP_PHONES_PER_IP: 1000000,
    });
    expect(() => loadEnv({ WS_CONNECTIONS_PER_IP: '0' })).toThrow(/WS_CONNECTIONS_PER_IP/);
    expect(() => loadEnv({ LOOKUP_PHONES_PER_IP: 'many' })).toThrow(/LOOKUP_PHONES_PER_IP/);
  });

  it('reads MAX_CONNECTIONS as a positive whole number, unset by default (then derived from the open-file limit)', () => {
    expect(loadEnv({}).MAX_CONNECTIONS).toBeUndefined();
    expect(loadEnv({ MAX_CONNECTIONS: '' }).MAX_CONNECTIONS).toBeUndefined();
    expect(loadEnv({ MAX_CONNECTIONS: '5000' }).MAX_CONNECTIONS).toBe(5000);
    expect(() => loadEnv({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadEnv({ MAX_CONNECTIONS: '1.5' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('sends no shop header in WhatsApp templates unless told to, and takes only on or off', () => {
    expect(loadEnv({}).WHATSAPP_TEMPLATE_SHOP_HEADER).toBe('off');
    expect(loadEnv({ WHATSAPP_TEMPLATE_SHOP_HEADER: '' }).WHATSAPP_TEMPLATE_SHOP_HEADER).toBe('off');
    expect(loadEnv({ WHATSAPP_TEMPLATE_SHOP_HEADER: 'on' }).WHATSAPP_TEMPLATE_SHOP_HEADER).toBe('on');
    expect(() => loadEnv({ WHATSAPP_TEMPLATE_SHOP_HEADER: 'yes' })).toThrow(/WHATSAPP_TEMPLATE_SHOP_HEADER/);
  });

  it('keeps 10 connections to PostgreSQL a process unless told another number, at least 2', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('runs one server process unless told more, and more only on PostgreSQL', () => {
    expect(loadEnv({}).SERVER_PROCESSES).toBe(1);
    expect(loadEnv({ SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/chair' }).SERVER_PROCESSES).toBe(2);
    expect(() => loadEnv({ SERVER_PROCESSES: '2' })).toThrow(/SERVER_PROCESSES: more than one process needs DATABASE_URL/);
    expect(() => loadEnv({ SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/chair' })).toThrow(/SERVER_PROCESSES/);
  });

  it('treats empty values as unset and refuses bad ones, naming the variable', () => {
    expect(loadEnv({ DATABASE_URL: '', ADMIN_PASSWORD: ' ' }).DATABASE_URL).toBeUndefined();
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('reads a .env file without overriding what the environment already says, and tolerates none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'chair-env-'));
    const file = path.join(dir, '.env');
    await writeFile(file, 'CHAIR_TEST_FROM_FILE=file\nCHAIR_TEST_SET=file\n');
    touched.push('CHAIR_TEST_FROM_FILE', 'CHAIR_TEST_SET');
    process.env.CHAIR_TEST_SET = 'environment';
    loadDotEnv(file);
    expect(process.env.CHAIR_TEST_FROM_FILE).toBe('file');
    expect(process.env.CHAIR_TEST_SET).toBe('environment');
    expect(() => {
      loadDotEnv(path.join(dir, 'missing.env'));
    }).not.toThrow();
    await rm(dir, { recursive: true, force: true });
  });
});
