// The admin's technical tools as the rest of the app sees them: the menu's links and the boot's link token.
export { exchangeLinkToken, openTechnicalLink, takeLinkTokenFromUrl, technicalToolPaths } from './technical-links.ts';
