// mf-cms has no page of its own: the shell loads its routes through mf-manifest.json.
export {};
