/**
 * Text as PostgreSQL can store it. Its text has no NUL character (an old mail
 * program's export sometimes has one in a header or body), and its JSON refuses
 * half of a character outside the Basic Multilingual Plane (a preview cut in
 * the middle of an emoji, a badly decoded header), which a parameter encoded as
 * UTF-8 would turn into U+FFFD. Mail read from files goes through this before
 * it is stored or looked up; so does every value of a JSON insert.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Every string in `value` made storable: arrays and plain objects are walked; anything else (a date, bytes, a
 * query builder's SQL fragment among the values of an update) is kept as it is.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, storable(field)])) as T;
  }
  return value;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
