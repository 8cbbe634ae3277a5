import { createHash } from 'node:crypto';
import type { SimRuntime } from '../runtime.ts';
import type { UserRecord } from '../world.ts';
import { PERMISSION_DESCRIPTIONS } from './permission-descriptions.ts';

export type DialogRequest = {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string[];
  rawScope: string;
  /** Facebook Login for Business: the configuration asked for, whose permissions are granted together. */
  configId: string | null;
  selectedUserId: string | null;
  /** The Graph API version in the dialog's address; the user's answer goes back to the same one. */
  version: string;
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21}
header{background:#1877f2;color:#fff;padding:14px 24px;font-weight:700;font-size:22px;letter-spacing:-.5px}
header small{font-weight:400;font-size:13px;opacity:.85;margin-left:10px}
main{max-width:520px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:24px}
h1{font-size:20px;margin:0 0 4px}p.lead{color:#606770;margin:0 0 20px;font-size:14px}
.app{display:flex;align-items:center;gap:12px;margin-bottom:16px}.logo{width:48px;height:48px;border-radius:12px;background:linear-gradient(135deg,#1877f2,#42b72a);color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:20px}
label.field{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}
select{width:100%;padding:10px;border:1px solid #ccd0d5;border-radius:6px;font-size:15px;background:#fff}
h2{font-size:15px;margin:20px 0 8px}ul{list-style:none;padding:0;margin:0}
li.row{display:flex;gap:10px;align-items:flex-start;padding:8px 0;border-bottom:1px solid #ebedf0;font-size:14px}
li.row:last-child{border-bottom:0}.muted{color:#606770;font-size:12px}
.ig{display:inline-block;margin-top:3px;font-size:12px;color:#c13584}
.actions{display:flex;gap:10px;margin-top:24px}
button{flex:1;padding:11px;border-radius:6px;border:0;font-size:15px;font-weight:600;cursor:pointer}
button[value=allow]{background:#1877f2;color:#fff}button[value=allow]:hover{background:#166fe5}
button[value=deny]{background:#e4e6eb;color:#050505}button[value=deny]:hover{background:#d8dadf}
.note{margin-top:18px;font-size:12px;color:#8a8d91;text-align:center}
.empty{padding:12px;background:#fff8e1;border-radius:6px;font-size:13px}
`;

// Shows the pages of the chosen user only.
const DIALOG_SCRIPT = `(function(){var s=document.getElementById('user_id');if(!s)return;function show(){var v=s.value;document.querySelectorAll('[data-user-pages]').forEach(function(e){e.hidden=e.getAttribute('data-user-pages')!==v;});}s.addEventListener('change',show);show();})();`;

/**
 * The dialog's own Content-Security-Policy, as Facebook's page has its own: its one inline script by hash, its
 * inline style, no framing. No form-action: the answer redirects to the app's redirect_uri, wherever it is.
 */
export const DIALOG_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(DIALOG_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function renderDialogPage(rt: SimRuntime, request: DialogRequest): string {
  const users = Object.values(rt.world.users).sort((a, b) => b.createdAt - a.createdAt);
  const selected = users.find((u) => u.id === request.selectedUserId) ?? users[0];
  const action = `${rt.settings.publicUrl}/${request.version}/dialog/oauth`;
  const permissions = request.scope.length > 0 ? request.scope : ['public_profile'];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

  const userOptions = users
    .map(
      (u) =>
        `<option value="${escapeHtml(u.id)}"${u === selected ? ' selected' : ''}>${escapeHtml(u.name)} (${escapeHtml(u.id)})</option>`,
    )
    .join('');

  const describe = (p: string) =>
    `<strong>${escapeHtml(p)}</strong><br><span class="muted">${escapeHtml(PERMISSION_DESCRIPTIONS[p] ?? 'Access requested by the app')}</span>`;
  const permissionRows = permissions
    .map((p) =>
      request.configId
        ? `<li class="row" data-permission="${escapeHtml(p)}"><span>${describe(p)}</span></li>`
        : `<li class="row"><input type="checkbox" name="granted_scopes" value="${escapeHtml(p)}" checked id="perm-${escapeHtml(p)}">
<label for="perm-${escapeHtml(p)}">${describe(p)}</label></li>`,
    )
    .join('');
  const configNote = request.configId
    ? '<p class="muted">This app uses Facebook Login for Business: every permission below is granted together, or none.</p>'
    : '';

  const pageSections = users.map((u) => renderUserPages(rt, u, u === selected)).join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log in with Facebook | Meta simulator</title><style>${STYLE}</style></head>
<body><header>facebook<small>simulated login dialog</small></header>
<main><div class="card">
<div class="app"><div class="logo">${escapeHtml(rt.settings.appName.slice(0, 1).toUpperCase())}</div>
<div><h1>${escapeHtml(rt.settings.appName)} is requesting access</h1><p class="lead">App ID ${escapeHtml(request.clientId)}</p></div></div>
<form method="post" action="${escapeHtml(action)}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${request.configId ? hidden('config_id', request.configId) : hidden('scope', request.rawScope)}
${hidden('permission_picker', '1')}${hidden('page_picker', '1')}
<label class="field" for="user_id">Continue as</label>
${users.length > 0 ? `<select name="user_id" id="user_id">${userOptions}</select>` : `<select name="user_id" id="user_id" disabled></select><p class="empty">No simulated Facebook users yet. Create one with <code>POST /_sim/users</code>.</p>`}
<h2>Pages and Instagram accounts</h2>${pageSections}
<h2>Requested permissions</h2>${configNote}<ul>${permissionRows}</ul>
<div class="actions"><button type="submit" name="action" value="deny">Cancel</button><button type="submit" name="action" value="allow"${users.length === 0 ? ' disabled' : ''}>Continue</button></div>
</form>
<p class="note">This page is served by the offline Meta simulator. No real Facebook account is involved.</p>
</div></main>
<script>${DIALOG_SCRIPT}</script>
</body></html>`;
}

function renderUserPages(rt: SimRuntime, user: UserRecord, visible: boolean): string {
  const pages = Object.values(rt.world.pages)
    .filter((p) => p.ownerUserId === user.id)
    .sort((a, b) => a.createdAt - b.createdAt);
  const rows = pages
    .map((page) => {
      const ig = page.igUserId ? rt.world.igAccounts[page.igUserId] : undefined;
      const igLine = ig
        ? `<br><span class="ig">Instagram: @${escapeHtml(ig.username)} (${escapeHtml(ig.id)})</span>`
        : '';
      return `<li class="row"><input type="checkbox" name="page_ids" value="${escapeHtml(page.id)}" checked id="page-${escapeHtml(page.id)}">
<label for="page-${escapeHtml(page.id)}"><strong>${escapeHtml(page.name)}</strong> <span class="muted">${escapeHtml(page.id)}</span>${igLine}</label></li>`;
    })
    .join('');
  const body = rows || '<li class="row muted">This user manages no Pages.</li>';
  return `<ul data-user-pages="${escapeHtml(user.id)}"${visible ? '' : ' hidden'}>${body}</ul>`;
}

export function renderDialogError(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error | Meta simulator</title><style>${STYLE}</style></head>
<body><header>facebook<small>simulated login dialog</small></header><main><div class="card"><h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p></div></main></body></html>`;
}
