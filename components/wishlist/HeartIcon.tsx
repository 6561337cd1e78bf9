/**
 * The wishlist heart's outline (24 × 24 px, decorative): its button's CSS fills it when the button
 * is pressed (`aria-pressed="true"`). Shared by the product hearts and the save-look toggle.
 */
export function HeartIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.8.8.8-.8a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z" />
    </svg>
  );
}
