/** The baseline: an empty Next.js page built with the shop's own versions (bench/run.mjs). */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
