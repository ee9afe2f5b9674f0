/** What agentconf says of a processor whose records it cannot predict (a script, device discovery, an unknown kind). */
export const unpredictable = { carries: 'any', describes: 'records agentconf cannot predict' };
