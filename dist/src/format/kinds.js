/** `sink-http  HTTP sink` per line, ids padded to the longest; or the kinds as JSON. */
export const kindsFormats = {
    text: (kinds) => {
        const width = Math.max(...kinds.map((k) => k.id.length));
        return kinds.map((k) => `${k.id.padEnd(width)}  ${k.title}`).join('\n') + '\n';
    },
    json: (kinds) => JSON.stringify(kinds, null, 2) + '\n',
};
