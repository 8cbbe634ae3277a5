import { escapeHtml } from '../graph/dialog-page.ts';
import { PERMISSION_DESCRIPTIONS } from '../graph/permission-descriptions.ts';
import type { SimRuntime } from '../runtime.ts';

export type InstagramWindowRequest = {
  clientId: string;
  redirectUri: string;
  state: string | null;
  rawScope: string;
  scopes: string[];
  selectedAccountId: string | null;
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;background:#fafafa;color:#262626}
header{background:linear-gradient(90deg,#feda75,#fa7e1e,#d62976,#962fbf,#4f5bd5);color:#fff;padding:14px 24px;font-weight:700;font-size:22px}
header small{font-weight:400;font-size:13px;opacity:.9;margin-left:10px}
main{max-width:520px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #dbdbdb;border-radius:10px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p.lead{color:#737373;margin:0 0 20px;font-size:14px}
label.field{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}
select{width:100%;padding:10px;border:1px solid #dbdbdb;border-radius:6px;font-size:15px;background:#fff}
h2{font-size:15px;margin:20px 0 8px}ul{list-style:none;padding:0;margin:0}
li.row{padding:8px 0;border-bottom:1px solid #efefef;font-size:14px}li.row:last-child{border-bottom:0}
.muted{color:#737373;font-size:12px}
.actions{display:flex;gap:10px;margin-top:24px}
button{flex:1;padding:11px;border-radius:8px;border:0;font-size:15px;font-weight:600;cursor:pointer}
button[value=allow]{background:#0095f6;color:#fff}button[value=allow]:hover{background:#1877f2}
button[value=deny]{background:#efefef;color:#262626}button[value=deny]:hover{background:#dbdbdb}
.note{margin-top:18px;font-size:12px;color:#8e8e8e;text-align:center}
.empty{padding:12px;background:#fff8e1;border-radius:6px;font-size:13px}
`;

/** The window's own policy, as Instagram's page has one: no script at all, its inline style, no framing. */
export const INSTAGRAM_WINDOW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | Meta simulator</title><style>${STYLE}</style></head>
<body><header>Instagram<small>simulated authorization window</small></header>
<main><div class="card">${content}</div></main></body></html>`;
}

/** The consent page: which of the simulator's Instagram professional accounts logs in, and what the app asks for. */
export function renderInstagramWindow(rt: SimRuntime, request: InstagramWindowRequest): string {
  const accounts = Object.values(rt.world.igAccounts).sort((a, b) => b.createdAt - a.createdAt);
  const selected = accounts.find((a) => a.id === request.selectedAccountId) ?? accounts[0];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const options = accounts
    .map((a) => {
      const linked = a.pageId ? ', linked to a Facebook Page' : '';
      return `<option value="${escapeHtml(a.id)}"${a === selected ? ' selected' : ''}>@${escapeHtml(a.username)} (${escapeHtml(a.id)}${linked})</option>`;
    })
    .join('');
  const permissionRows = request.scopes
    .map(
      (scope) =>
        `<li class="row" data-permission="${escapeHtml(scope)}"><strong>${escapeHtml(scope)}</strong><br><span class="muted">${escapeHtml(PERMISSION_DESCRIPTIONS[scope] ?? 'Access requested by the app')}</span></li>`,
    )
    .join('');
  const picker =
    accounts.length > 0
      ? `<select name="account_id" id="account_id">${options}</select>`
      : `<select name="account_id" id="account_id" disabled></select><p class="empty">No simulated Instagram accounts yet. Create one with <code>POST /_sim/instagram/accounts</code>.</p>`;
  return page(
    'Log in with Instagram',
    `<h1>${escapeHtml(rt.settings.appName)} would like to access your Instagram account</h1>
<p class="lead">App ID ${escapeHtml(request.clientId)}</p>
<form method="post" action="${escapeHtml(`${rt.settings.publicUrl}/instagram/oauth/authorize`)}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('response_type', 'code')}${hidden('scope', request.rawScope)}${request.state !== null ? hidden('state', request.state) : ''}
<label class="field" for="account_id">Log in as</label>
${picker}
<h2>The app will be able to</h2><ul>${permissionRows}</ul>
<div class="actions"><button type="submit" name="action" value="deny">Cancel</button><button type="submit" name="action" value="allow"${accounts.length === 0 ? ' disabled' : ''}>Allow</button></div>
</form>
<p class="note">This page is served by the offline Meta simulator. No real Instagram account is involved.</p>`,
  );
}

export function renderInstagramWindowError(title: string, message: string): string {
  return page('Error', `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>`);
}
