import { safeUrl } from '@synth/core/pure';

/** An article's headline, linked to the article when its address is a safe http(s) link. */
export function ArticleTitle({ title, link }: { title: string; link: string | null | undefined }) {
  const href = safeUrl(link);
  return (
    <h3>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        title
      )}
    </h3>
  );
}
