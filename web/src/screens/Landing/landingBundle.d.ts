/** The URL of the standalone landing page's module (mountLanding.tsx), built or served by Vite. */
declare module 'virtual:landing-bundle' {
  const url: string;
  export default url;
}
