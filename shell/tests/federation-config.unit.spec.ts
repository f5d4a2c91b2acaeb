import { describe, expect, it } from 'vitest';
import { federationShared, KIT_ENTRIES, SHARED_SINGLETONS } from '../kit/federation.ts';

describe('Module Federation shared configuration', () => {
  it('shares every singleton with an explicit version range', () => {
    for (const role of ['host', 'remote'] as const) {
      const shared = federationShared(role);
      expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS, ...KIT_ENTRIES].sort());
      for (const config of Object.values(shared)) {
        expect(config.singleton).toBe(true);
        expect(config.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
      }
    }
  });

  it('lets only the shell provide the kit and its Fluent facades', () => {
    const remote = federationShared('remote');
    const host = federationShared('host');
    for (const name of KIT_ENTRIES) {
      expect(remote[name]?.import).toBe(false);
      if (name !== '@cenacle/kit/content' && name !== '@cenacle/kit/rich-text')
        expect(host[name]?.import).toBeUndefined();
    }
    expect(remote.react?.import).toBeUndefined();
  });

  it('has the shell provide the pieces only remotes import, from their source files', () => {
    const host = federationShared('host');
    expect(host['@cenacle/kit/content']?.import).toMatch(/shell\/kit\/src\/content\/index\.ts$/);
    expect(host['@cenacle/kit/rich-text']?.import).toMatch(/shell\/kit\/src\/rich-text\/index\.ts$/);
  });
});
