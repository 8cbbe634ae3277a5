import { renderNode, type NodeShape } from '../fields.ts';
import { GraphError } from '../graph-error.ts';
import { findPerson } from '../messaging.ts';
import type { SimRuntime } from '../runtime.ts';
import type { PersonRecord } from '../world.ts';
import { route, type GraphContext, type GraphNode, type GraphRoute } from './context.ts';
import { pictureUrl } from './users.ts';

/**
 * A person as the page sees them (reference 2.5): Messenger's User Profile API by PSID
 * (`first_name,last_name,name,profile_pic`) and Instagram's by IGSID (`name,username,profile_pic`), read with the
 * token of the page the id is scoped to. A person marked unavailable (`POST /_sim/people`) is refused as Meta
 * refuses a person who blocked the page or deleted their account.
 */
export function findPersonNode(rt: SimRuntime, id: string): GraphNode | null {
  // A page-scoped id belongs to one page or Instagram account: look it up under each (pages are few, people many).
  for (const page of Object.values(rt.world.pages)) {
    for (const accountId of [page.id, page.igUserId]) {
      const person = accountId ? findPerson(rt, accountId, id) : undefined;
      if (person) return { kind: 'person', id, person, page };
    }
  }
  for (const account of Object.values(rt.world.igAccounts)) {
    if (account.pageId) continue;
    const person = findPerson(rt, account.id, id);
    if (person) return { kind: 'person', id, person, page: null };
  }
  return null;
}

function personShape(ctx: GraphContext, instagram: boolean): NodeShape<PersonRecord> {
  const picture = (person: PersonRecord) => pictureUrl(ctx.rt.settings.publicUrl, `person-${person.id}`);
  const shared = { id: (person: PersonRecord) => person.id, name: (person: PersonRecord) => person.name };
  if (instagram)
    return {
      nodeType: 'User',
      defaultFields: ['name', 'id'],
      fields: { ...shared, username: (person) => person.username, profile_pic: picture },
    };
  return {
    nodeType: 'User',
    defaultFields: ['name', 'id'],
    fields: {
      ...shared,
      first_name: (person) => person.name.split(' ')[0],
      last_name: (person) => person.name.split(' ').slice(1).join(' '),
      profile_pic: picture,
    },
  };
}

export const profileRoutes: GraphRoute[] = [
  route('person', 'GET', '', (ctx, node) => {
    if (node.person.unavailable)
      throw new GraphError({ code: 100, subcode: 2018218, message: '(#100) No profile available for that user.' });
    const instagram = Boolean(ctx.rt.world.igAccounts[node.person.accountId]);
    return renderNode(personShape(ctx, instagram), node.person, ctx.fields);
  }),
];
