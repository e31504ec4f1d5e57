/**
 * A loader of a JSON file the indexer writes beside pagefind.js: fetched once, when first asked for,
 * and parsed; a load that fails is tried again on the next call.
 */
export function besidePagefind<File, Parsed>(fileName: string, parse: (file: File) => Parsed): (pagefindUrl: string) => Promise<Parsed> {
  let loaded: Promise<Parsed> | null = null;
  return (pagefindUrl) => {
    if (!loaded) {
      const url = pagefindUrl.replace(/pagefind\.js$/, fileName);
      const loading = fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status}`);
          return response.json() as Promise<File>;
        })
        .then(parse);
      loading.catch(() => {
        if (loaded === loading) loaded = null;
      });
      loaded = loading;
    }
    return loaded;
  };
}
