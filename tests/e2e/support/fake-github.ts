/**
 * GitHub's API as the staff's editor (Sveltia) calls it for a repository that holds `files`, faked at the network
 * boundary: the signed-in person and their access (when the editor asks GitHub itself), the tree, the files' text and
 * their last commits (GraphQL), and a commit (`createCommitOnBranch`). One answer for each request, whichever way a
 * test serves it: a page's route (admin.spec.ts) or a server the edge calls (sign-in.spec.ts).
 */
export interface GitHubAnswer {
  status: number;
  json?: unknown;
}

export function gitHubAnswers(files: Record<string, string>) {
  const sha = (file: string) => `blob-${Buffer.from(file).toString('hex').slice(-30)}`;
  /** The query's aliases (`content_0: object(oid: "…")`, `commit_0: ref(…)`), each with its value. */
  const byAlias = (query: string, pattern: RegExp, make: (match: RegExpMatchArray) => unknown) =>
    Object.fromEntries([...query.matchAll(pattern)].map((match) => [match[1], make(match)]));
  const commit = {
    author: { name: 'Staff', email: '', user: { id: 1, login: 'staff' } },
    committedDate: '2026-11-01T09:00:00Z',
  };
  return (path: string, body: string): GitHubAnswer => {
    if (path === '/user') return { status: 200, json: { id: 1, login: 'staff', name: 'Staff' } };
    if (path.endsWith('/collaborators/staff')) return { status: 204 };
    if (path.includes('/git/trees/')) {
      const tree = Object.entries(files).map(([file, text]) => ({
        path: file,
        mode: '100644',
        type: 'blob',
        sha: sha(file),
        size: Buffer.byteLength(text),
      }));
      return { status: 200, json: { sha: 'c0ffee', tree, truncated: false } };
    }
    if (path === '/graphql') {
      const { query } = JSON.parse(body) as { query: string };
      if (query.includes('createCommitOnBranch')) {
        return {
          status: 200,
          json: {
            data: { createCommitOnBranch: { commit: { oid: 'd00d', committedDate: '2026-11-28T09:00:00Z', url: '' } } },
          },
        };
      }
      const text = (oid: string) => Object.entries(files).find(([file]) => sha(file) === oid)?.[1];
      const repository = query.includes('content_0')
        ? byAlias(query, /(content_\d+): object\(oid: "([^"]+)"\)/g, (m) => ({ text: text(m[2]!), isTruncated: false }))
        : query.includes('commit_0')
          ? byAlias(query, /(commit_\d+):/g, () => ({ target: { history: { nodes: [commit] } } }))
          : { ref: { target: { oid: 'c0ffee', history: { nodes: [{ oid: 'c0ffee', message: 'Content' }] } } } };
      return { status: 200, json: { data: { repository } } };
    }
    return { status: 404, json: { message: 'Not Found' } };
  };
}
