// Temporary: replaced by the strict sanitiser from the mail-core branch.
import sanitizeHtml from 'sanitize-html';

export function sanitizeMailHtml(html: string, options: { allowRemoteImages?: boolean } = {}): { html: string; remoteImages: number } {
  let remoteImages = 0;
  const clean = sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      img: (tagName, attribs) => {
        if (!options.allowRemoteImages && /^https?:/i.test(attribs.src ?? '')) {
          remoteImages += 1;
          const { src, ...rest } = attribs;
          return { tagName, attribs: { ...rest, 'data-remote-src': src ?? '' } };
        }
        return { tagName, attribs };
      },
    },
  });
  return { html: clean, remoteImages };
}
