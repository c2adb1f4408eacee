// The blog as a feed (the `feed` package writes RSS 2.0 and Atom 1.0 from one list): each live post
// in the feed's language, its page on the site in that language as its link and id.
import { Feed } from 'feed';
import type { BlogPost } from '../contract/blog.ts';
import { feedPath } from '../contract/feeds.ts';
import type { Locale } from '../contract/locale-paths.ts';

const WORDS: Record<Locale, { title: (name: string) => string; description: (name: string) => string }> = {
  en: { title: (name) => `${name}: Blog`, description: (name) => `News, stories and updates from ${name}` },
  es: { title: (name) => `${name}: Blog`, description: (name) => `Noticias, historias y novedades de ${name}` },
};

/** A post's summary: its excerpt, else the start of its text. */
const SUMMARY_LENGTH = 300;
const summaryOf = (post: BlogPost) => post.excerpt?.trim() || post.content.trim().slice(0, SUMMARY_LENGTH);

/** When a post went out: its publication time, else its creation (older posts have none). */
const publishedAt = (post: BlogPost) => new Date(post.publishedAt ?? post.createdAt);

export type BlogFeedInput = {
  siteUrl: string; siteName: string; locale: Locale;
  /** Newest first (routes/blog.ts livePosts). */
  posts: readonly BlogPost[];
  /** Links to a public page of the site, in the feed's language. */
  pageUrl: (path: string) => string;
};

export function blogFeed({ siteUrl, siteName, locale, posts, pageUrl }: BlogFeedInput): Feed {
  const blogUrl = pageUrl('/blog');
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: WORDS[locale].title(siteName),
    description: WORDS[locale].description(siteName),
    language: locale,
    copyright: `© ${siteName}`,
    updated: posts.length ? new Date(Math.max(...posts.map((post) => new Date(post.updatedAt).getTime()))) : undefined,
    generator: false,
    feedLinks: { rss: `${siteUrl}${feedPath('rss', locale)}`, atom: `${siteUrl}${feedPath('atom', locale)}` },
  });
  for (const post of posts) {
    const link = pageUrl(`/blog/${post.slug}`);
    feed.addItem({ title: post.title, id: link, link, description: summaryOf(post), date: publishedAt(post), published: publishedAt(post) });
  }
  return feed;
}
