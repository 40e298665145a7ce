// The labels never given to a business as its sub-domain (issue 25; docs/decisions.md "Reserved
// sub-domains"): a maintained list by reason, and the product's own path segments read from its route tables
// rather than typed again. subdomain.ts judges labels with it.
import { BACK_OFFICE_SCREENS } from './back-office-rights.js';
import { OPEN_PREFIX, ROUTES } from './routes.js';

/**
 * The maintained list of labels never given to a business (docs/decisions.md "Reserved sub-domains"), by why.
 * Add to the group a new name belongs to; the product's own paths are not typed here but read from the route
 * table (PRODUCT_PATH_LABELS), and the API's test checks every path it serves is covered.
 */
// prettier-ignore
export const RESERVED_SUBDOMAIN_GROUPS = {
  /** Host names of machines, networks and the DNS itself. */
  infrastructure: [
    'localhost', 'localdomain', 'local', 'broadcasthost', 'invalid', 'example', 'test', 'www', 'www1', 'www2', 'www3',
    'ww', 'ns', 'ns0', 'ns1', 'ns2', 'ns3', 'ns4', 'dns', 'dns1', 'dns2', 'mx', 'mx1', 'mx2', 'host', 'server',
    'node', 'gateway', 'router', 'proxy', 'vpn', 'ssh', 'ftp', 'sftp', 'ftps', 'git', 'svn', 'ldap', 'ntp', 'time',
    'sip', 'xmpp', 'stun', 'turn', 'cdn', 'static', 'assets', 'media', 'img', 'images', 'files', 'file', 'upload',
    'uploads', 'download', 'downloads', 'storage', 'bucket', 's3', 'backup', 'backups', 'db', 'database', 'redis',
    'postgres', 'mysql', 'cache', 'queue', 'internal', 'intranet', 'extranet', 'corp', 'lan', 'dev', 'development',
    'staging', 'stage', 'prod', 'production', 'beta', 'alpha', 'canary', 'preview', 'previews', 'sandbox', 'demo',
    'qa', 'uat', 'origin', 'edge', 'lb', 'status', 'health', 'healthz', 'metrics', 'monitor', 'monitoring', 'grafana',
    'prometheus', 'kibana', 'logs', 'api', 'apis', 'graphql', 'ws', 'wss', 'socket', 'app', 'apps', 'web', 'mobile',
    'm', 'wap',
  ],
  /** Mail, its autodiscovery and the DNS names that prove a domain's mail and certificates. */
  mail: [
    'mail', 'email', 'e-mail', 'smtp', 'imap', 'pop', 'pop3', 'webmail', 'mailserver', 'mailer', 'newsletter',
    'lists', 'autodiscover', 'autoconfig', 'mta-sts', 'openpgpkey', 'dkim', 'dmarc', 'spf', 'bimi', 'tls-rpt', 'wpad',
    'isatap', 'lyncdiscover', 'lyncweb', 'sipfed', 'enterpriseregistration', 'enterpriseenrollment', 'msoid',
    'acme-challenge', 'postmaster', 'hostmaster', 'webmaster', 'abuse', 'noreply', 'no-reply', 'mailer-daemon',
  ],
  /** Hosting and site control panels, and the paths attackers try on them. */
  adminPanels: [
    'admin', 'administrator', 'admins', 'administration', 'cpanel', 'whm', 'webdisk', 'cpcalendars', 'cpcontacts',
    'plesk', 'directadmin', 'webmin', 'ispconfig', 'phpmyadmin', 'pma', 'adminer', 'wp-admin', 'wp-login',
    'wp-content', 'wordpress', 'wp', 'cp', 'panel', 'controlpanel', 'console', 'dashboard', 'portal', 'backend',
    'backoffice', 'back-office', 'manager', 'moderator', 'root', 'sysadmin', 'system', 'superuser',
  ],
  /** The provider's own names, its accounts and its pages, and words that read as the provider speaking. */
  provider: [
    'vitrina', 'wurkzen', 'about', 'account', 'accounts', 'auth', 'oauth', 'oidc', 'sso', 'id', 'identity', 'login',
    'logout', 'signin', 'sign-in', 'signout', 'signup', 'sign-up', 'register', 'join', 'password', 'reset', 'verify',
    'billing', 'payments', 'pay', 'checkout', 'invoice', 'invoices', 'pricing', 'plans', 'help', 'support', 'docs',
    'faq', 'contact', 'legal', 'terms', 'privacy', 'security', 'secure', 'trust', 'official', 'team', 'staff', 'info',
    'news', 'blog', 'press', 'careers', 'jobs', 'partners', 'developer', 'developers', 'sites', 'site', 'websites',
    'templates', 'template', 'wizard', 'start', 'new', 'create', 'home', 'www-data', 'cms', 'editor', 'builder',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Every literal segment of the product's paths: the site's routes of spec §2, their open/ twins, the back office's screens, and the app's own mounts. */
export const PRODUCT_PATH_LABELS: readonly string[] = [
  ...ROUTES.flatMap((route) => route.pattern.split('/')).filter((segment) => segment !== '' && !segment.startsWith('{')),
  OPEN_PREFIX.slice(1),
  ...BACK_OFFICE_SCREENS,
  // Mounted by the API around the site's routes (apps/api: the JSON API, assets, the identity provider, the
  // back office and the sign-up wizard, the built bundles).
  'api',
  'assets',
  'oidc',
  'manage',
  'admin',
  'signup',
  '_app',
  'callback',
];

/**
 * Labels never given to a business: the groups above and the product's paths. Compared after normalising
 * (lower case), so `Admin` is reserved too.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  ...Object.values(RESERVED_SUBDOMAIN_GROUPS).flat(),
  ...PRODUCT_PATH_LABELS,
]);
