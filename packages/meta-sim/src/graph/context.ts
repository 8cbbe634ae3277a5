import type { FieldSpec } from '../fields.ts';
import type { PagingLink } from '../paging.ts';
import type { Params } from '../params.ts';
import type { Bucket } from '../rate-limits.ts';
import type { SimRuntime } from '../runtime.ts';
import type { Auth } from '../tokens.ts';
import type {
  BusinessRecord,
  CommentRecord,
  ContainerRecord,
  ConversationRecord,
  IgAccountRecord,
  IgMediaRecord,
  MessageRecord,
  PageRecord,
  PersonRecord,
  PhotoRecord,
  PostRecord,
  UserRecord,
  VideoRecord,
} from '../world.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export type GraphNode =
  | { kind: 'user'; id: string; user: UserRecord }
  | { kind: 'page'; id: string; page: PageRecord }
  | { kind: 'post'; id: string; post: PostRecord }
  | { kind: 'photo'; id: string; photo: PhotoRecord }
  | { kind: 'video'; id: string; video: VideoRecord }
  | { kind: 'comment'; id: string; comment: CommentRecord }
  | { kind: 'ig_user'; id: string; account: IgAccountRecord }
  | { kind: 'ig_media'; id: string; media: IgMediaRecord }
  | { kind: 'ig_comment'; id: string; comment: CommentRecord }
  | { kind: 'container'; id: string; container: ContainerRecord }
  | { kind: 'conversation'; id: string; conversation: ConversationRecord }
  | { kind: 'message'; id: string; message: MessageRecord }
  | { kind: 'hashtag'; id: string; name: string }
  | { kind: 'business'; id: string; business: BusinessRecord }
  /** `page`: the page the id is scoped to (or its Instagram account's); null for an account without a page. */
  | { kind: 'person'; id: string; person: PersonRecord; page: PageRecord | null }
  | { kind: 'app'; id: string };

export type NodeKind = GraphNode['kind'];
export type NodeOf<K extends NodeKind> = Extract<GraphNode, { kind: K }>;

export type GraphContext = {
  rt: SimRuntime;
  method: HttpMethod;
  path: string;
  segments: string[];
  query: Record<string, string>;
  params: Params;
  auth: Auth;
  fields: FieldSpec[] | null;
  link: PagingLink;
  // extra rate-limit buckets a handler consumes on top of the per-request ones (e.g. private replies)
  extraBuckets: Bucket[];
};

export type GraphHandler<K extends NodeKind> = (ctx: GraphContext, node: NodeOf<K>) => unknown | Promise<unknown>;

export type GraphRoute = {
  kind: NodeKind;
  method: HttpMethod;
  edge: string;
  handle: (ctx: GraphContext, node: GraphNode) => unknown | Promise<unknown>;
};

export function route<K extends NodeKind>(
  kind: K,
  method: HttpMethod,
  edge: string,
  handle: GraphHandler<K>,
): GraphRoute {
  return { kind, method, edge, handle: handle as GraphRoute['handle'] };
}

export function nodeTypeName(kind: NodeKind): string {
  const names: Record<NodeKind, string> = {
    user: 'User',
    page: 'Page',
    post: 'Post',
    photo: 'Photo',
    video: 'Video',
    comment: 'Comment',
    ig_user: 'IGUser',
    ig_media: 'IGMedia',
    ig_comment: 'IGComment',
    container: 'ShadowIGMediaBuilder',
    conversation: 'UnifiedThread',
    message: 'Message',
    hashtag: 'IGHashtag',
    business: 'Business',
    person: 'User',
    app: 'Application',
  };
  return names[kind];
}
