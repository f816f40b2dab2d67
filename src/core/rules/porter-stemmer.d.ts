/** The Porter2 (Snowball English) stemmer shipped inside the writing engine's language model: PostgreSQL's `english` stems the same way. */
declare module 'wink-eng-lite-web-model/dist/porter-stemmer.js' {
  const stem: (word: string) => string;
  export default stem;
}
