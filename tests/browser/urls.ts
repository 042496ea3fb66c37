/** Where global-setup started everything. */
const need = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through their playwright config`);
  return value;
};

export const urls = {
  get shop() {
    return need('RACELENS_SHOP');
  },
  get examples() {
    return need('RACELENS_EXAMPLES');
  },
  get cdn() {
    return need('RACELENS_CDN');
  },
  get api() {
    return need('RACELENS_API');
  },
};
