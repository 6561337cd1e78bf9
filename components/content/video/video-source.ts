import * as prismic from '@prismicio/client';

/** A playable video file: its URL and MIME type (for `<source type>`). */
export interface VideoFile {
  src: string;
  type: 'video/mp4' | 'video/webm';
}

/** The box a video reserves before it loads, in CSS pixels (its intrinsic size or aspect ratio). */
export interface VideoBox {
  width: number;
  height: number;
}

/** Video files browsers play natively, by file extension. */
const TYPES: Record<string, VideoFile['type']> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' };

function extension(value: string): string {
  const path = value.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]+)$/i.exec(path);
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * The video file of a link field (spec §3 'Content block (slice)': a Link to media in the media
 * library, or a web URL of an mp4): its URL and MIME type. Only mp4/m4v/webm files count, judged
 * by the URL's extension or, for media links, the file name; only http(s), protocol-relative and
 * root-relative URLs. Null when the field is empty, links a document, or points at anything else
 * (a YouTube page, an image) — the caller then renders nothing.
 */
export function videoFile(field: prismic.LinkField | null | undefined): VideoFile | null {
  if (!field || !prismic.isFilled.link(field)) return null;
  if (field.link_type !== 'Media' && field.link_type !== 'Web') return null;
  const url = field.url?.trim();
  if (!url || !/^(https?:\/\/|\/)/i.test(url)) return null;
  const name = field.link_type === 'Media' ? field.name : '';
  const type = TYPES[extension(url)] ?? TYPES[extension(name ?? '')];
  return type ? { src: url, type } : null;
}

/**
 * The box to reserve for a video: the editor's width × height when both are positive, else
 * `fallback` (the poster image's dimensions), else 16:9 (1920 × 1080). Keeps the page from
 * shifting while the poster and video load.
 */
export function videoBox(
  width: number | null | undefined,
  height: number | null | undefined,
  fallback?: { width: number; height: number } | null,
): VideoBox {
  if (width && height && width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  if (fallback && fallback.width > 0 && fallback.height > 0) return { width: fallback.width, height: fallback.height };
  return { width: 1920, height: 1080 };
}
