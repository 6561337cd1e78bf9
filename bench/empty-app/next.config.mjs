/** Same defaults as a fresh `create-next-app`: nothing that would change the bundle. */
const nextConfig = {};
export default nextConfig;
