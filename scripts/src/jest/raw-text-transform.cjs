// Jest's stand-in for Vite's `?raw` imports (the web app reads a .graphql file as text): the file
// becomes an ES module whose default export is its text.
module.exports = {
  process(sourceText) {
    return { code: `export default ${JSON.stringify(sourceText)};` };
  },
};
