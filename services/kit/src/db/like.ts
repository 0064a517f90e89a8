/** A LIKE pattern fragment that matches `text` literally (PostgreSQL's default escape is `\`). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
