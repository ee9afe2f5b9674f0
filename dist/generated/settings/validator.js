// The settings file validator, every error (Ajv standalone).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
// @ts-nocheck
export const validateSettings = validate20;
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/settings/agentconf.schema.json", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "rules": { "$ref": "#/$defs/rules" }, "overrides": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["files", "rules"], "properties": { "files": { "$ref": "#/$defs/globs" }, "rules": { "$ref": "#/$defs/rules" } } } }, "ignorePatterns": { "$ref": "#/$defs/globs" }, "options": { "type": "object", "additionalProperties": false, "properties": { "agent": { "enum": ["5.0", "5.2", "5.x"] }, "var": { "type": "object", "propertyNames": { "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "additionalProperties": { "type": "string" } }, "agentConfig": { "type": "string", "minLength": 1 }, "format": { "enum": ["text", "json", "junit", "sarif", "github", "codeclimate"] }, "strict": { "type": "boolean" }, "quiet": { "type": "boolean" }, "maxWarnings": { "type": "integer", "minimum": 0 } } } }, "$defs": { "rules": { "type": "object", "propertyNames": { "pattern": "^[a-z]+/(\\*|[a-z][a-z-]*)$" }, "additionalProperties": { "enum": ["off", "info", "warning", "error"] } }, "globs": { "type": "array", "items": { "type": "string", "minLength": 1 } } } };
const schema32 = { "type": "object", "propertyNames": { "pattern": "^[a-z]+/(\\*|[a-z][a-z-]*)$" }, "additionalProperties": { "enum": ["off", "info", "warning", "error"] } };
const schema33 = { "type": "array", "items": { "type": "string", "minLength": 1 } };
const pattern4 = new RegExp("^[a-z]+/(\\*|[a-z][a-z-]*)$", "u");
const pattern6 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/settings/agentconf.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            if (!(((((key0 === "$schema") || (key0 === "rules")) || (key0 === "overrides")) || (key0 === "ignorePatterns")) || (key0 === "options"))) {
                const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.$schema !== undefined) {
            if (typeof data.$schema !== "string") {
                const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.rules !== undefined) {
            let data1 = data.rules;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                for (const key1 in data1) {
                    const _errs7 = errors;
                    if (typeof key1 === "string") {
                        if (!pattern4.test(key1)) {
                            const err2 = { instancePath: instancePath + "/rules", schemaPath: "#/$defs/rules/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z]+/(\\*|[a-z][a-z-]*)$" }, propertyName: key1 };
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                    }
                    var valid2 = _errs7 === errors;
                    if (!valid2) {
                        const err3 = { instancePath: instancePath + "/rules", schemaPath: "#/$defs/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key1 } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                for (const key2 in data1) {
                    let data2 = data1[key2];
                    if (!((((data2 === "off") || (data2 === "info")) || (data2 === "warning")) || (data2 === "error"))) {
                        const err4 = { instancePath: instancePath + "/rules/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema32.additionalProperties.enum } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/rules", schemaPath: "#/$defs/rules/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.overrides !== undefined) {
            let data3 = data.overrides;
            if (Array.isArray(data3)) {
                const len0 = data3.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data4 = data3[i0];
                    if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                        if (data4.files === undefined) {
                            const err6 = { instancePath: instancePath + "/overrides/" + i0, schemaPath: "#/properties/overrides/items/required", keyword: "required", params: { missingProperty: "files" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                        if (data4.rules === undefined) {
                            const err7 = { instancePath: instancePath + "/overrides/" + i0, schemaPath: "#/properties/overrides/items/required", keyword: "required", params: { missingProperty: "rules" } };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                        for (const key3 in data4) {
                            if (!((key3 === "files") || (key3 === "rules"))) {
                                const err8 = { instancePath: instancePath + "/overrides/" + i0, schemaPath: "#/properties/overrides/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                        }
                        if (data4.files !== undefined) {
                            let data5 = data4.files;
                            if (Array.isArray(data5)) {
                                const len1 = data5.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                    let data6 = data5[i1];
                                    if (typeof data6 === "string") {
                                        if (data6.length < 1) {
                                            const err9 = { instancePath: instancePath + "/overrides/" + i0 + "/files/" + i1, schemaPath: "#/$defs/globs/items/minLength", keyword: "minLength", params: { limit: 1 } };
                                            if (vErrors === null) {
                                                vErrors = [err9];
                                            }
                                            else {
                                                vErrors.push(err9);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err10 = { instancePath: instancePath + "/overrides/" + i0 + "/files/" + i1, schemaPath: "#/$defs/globs/items/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err10];
                                        }
                                        else {
                                            vErrors.push(err10);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err11 = { instancePath: instancePath + "/overrides/" + i0 + "/files", schemaPath: "#/$defs/globs/type", keyword: "type", params: { type: "array" } };
                                if (vErrors === null) {
                                    vErrors = [err11];
                                }
                                else {
                                    vErrors.push(err11);
                                }
                                errors++;
                            }
                        }
                        if (data4.rules !== undefined) {
                            let data7 = data4.rules;
                            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                for (const key4 in data7) {
                                    const _errs23 = errors;
                                    if (typeof key4 === "string") {
                                        if (!pattern4.test(key4)) {
                                            const err12 = { instancePath: instancePath + "/overrides/" + i0 + "/rules", schemaPath: "#/$defs/rules/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z]+/(\\*|[a-z][a-z-]*)$" }, propertyName: key4 };
                                            if (vErrors === null) {
                                                vErrors = [err12];
                                            }
                                            else {
                                                vErrors.push(err12);
                                            }
                                            errors++;
                                        }
                                    }
                                    var valid11 = _errs23 === errors;
                                    if (!valid11) {
                                        const err13 = { instancePath: instancePath + "/overrides/" + i0 + "/rules", schemaPath: "#/$defs/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key4 } };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                                for (const key5 in data7) {
                                    let data8 = data7[key5];
                                    if (!((((data8 === "off") || (data8 === "info")) || (data8 === "warning")) || (data8 === "error"))) {
                                        const err14 = { instancePath: instancePath + "/overrides/" + i0 + "/rules/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema32.additionalProperties.enum } };
                                        if (vErrors === null) {
                                            vErrors = [err14];
                                        }
                                        else {
                                            vErrors.push(err14);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err15 = { instancePath: instancePath + "/overrides/" + i0 + "/rules", schemaPath: "#/$defs/rules/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err15];
                                }
                                else {
                                    vErrors.push(err15);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err16 = { instancePath: instancePath + "/overrides/" + i0, schemaPath: "#/properties/overrides/items/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err17 = { instancePath: instancePath + "/overrides", schemaPath: "#/properties/overrides/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.ignorePatterns !== undefined) {
            let data9 = data.ignorePatterns;
            if (Array.isArray(data9)) {
                const len2 = data9.length;
                for (let i2 = 0; i2 < len2; i2++) {
                    let data10 = data9[i2];
                    if (typeof data10 === "string") {
                        if (data10.length < 1) {
                            const err18 = { instancePath: instancePath + "/ignorePatterns/" + i2, schemaPath: "#/$defs/globs/items/minLength", keyword: "minLength", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err19 = { instancePath: instancePath + "/ignorePatterns/" + i2, schemaPath: "#/$defs/globs/items/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/ignorePatterns", schemaPath: "#/$defs/globs/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.options !== undefined) {
            let data11 = data.options;
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                for (const key6 in data11) {
                    if (!(((((((key6 === "agent") || (key6 === "var")) || (key6 === "agentConfig")) || (key6 === "format")) || (key6 === "strict")) || (key6 === "quiet")) || (key6 === "maxWarnings"))) {
                        const err21 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 } };
                        if (vErrors === null) {
                            vErrors = [err21];
                        }
                        else {
                            vErrors.push(err21);
                        }
                        errors++;
                    }
                }
                if (data11.agent !== undefined) {
                    let data12 = data11.agent;
                    if (!(((data12 === "5.0") || (data12 === "5.2")) || (data12 === "5.x"))) {
                        const err22 = { instancePath: instancePath + "/options/agent", schemaPath: "#/properties/options/properties/agent/enum", keyword: "enum", params: { allowedValues: schema31.properties.options.properties.agent.enum } };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
                if (data11.var !== undefined) {
                    let data13 = data11.var;
                    if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                        for (const key7 in data13) {
                            const _errs37 = errors;
                            if (typeof key7 === "string") {
                                if (!pattern6.test(key7)) {
                                    const err23 = { instancePath: instancePath + "/options/var", schemaPath: "#/properties/options/properties/var/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, propertyName: key7 };
                                    if (vErrors === null) {
                                        vErrors = [err23];
                                    }
                                    else {
                                        vErrors.push(err23);
                                    }
                                    errors++;
                                }
                            }
                            var valid17 = _errs37 === errors;
                            if (!valid17) {
                                const err24 = { instancePath: instancePath + "/options/var", schemaPath: "#/properties/options/properties/var/propertyNames", keyword: "propertyNames", params: { propertyName: key7 } };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                        }
                        for (const key8 in data13) {
                            if (typeof data13[key8] !== "string") {
                                const err25 = { instancePath: instancePath + "/options/var/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/options/properties/var/additionalProperties/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err26 = { instancePath: instancePath + "/options/var", schemaPath: "#/properties/options/properties/var/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                }
                if (data11.agentConfig !== undefined) {
                    let data15 = data11.agentConfig;
                    if (typeof data15 === "string") {
                        if (data15.length < 1) {
                            const err27 = { instancePath: instancePath + "/options/agentConfig", schemaPath: "#/properties/options/properties/agentConfig/minLength", keyword: "minLength", params: { limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err27];
                            }
                            else {
                                vErrors.push(err27);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err28 = { instancePath: instancePath + "/options/agentConfig", schemaPath: "#/properties/options/properties/agentConfig/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err28];
                        }
                        else {
                            vErrors.push(err28);
                        }
                        errors++;
                    }
                }
                if (data11.format !== undefined) {
                    let data16 = data11.format;
                    if (!((((((data16 === "text") || (data16 === "json")) || (data16 === "junit")) || (data16 === "sarif")) || (data16 === "github")) || (data16 === "codeclimate"))) {
                        const err29 = { instancePath: instancePath + "/options/format", schemaPath: "#/properties/options/properties/format/enum", keyword: "enum", params: { allowedValues: schema31.properties.options.properties.format.enum } };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                }
                if (data11.strict !== undefined) {
                    if (typeof data11.strict !== "boolean") {
                        const err30 = { instancePath: instancePath + "/options/strict", schemaPath: "#/properties/options/properties/strict/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                }
                if (data11.quiet !== undefined) {
                    if (typeof data11.quiet !== "boolean") {
                        const err31 = { instancePath: instancePath + "/options/quiet", schemaPath: "#/properties/options/properties/quiet/type", keyword: "type", params: { type: "boolean" } };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                }
                if (data11.maxWarnings !== undefined) {
                    let data19 = data11.maxWarnings;
                    if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                        const err32 = { instancePath: instancePath + "/options/maxWarnings", schemaPath: "#/properties/options/properties/maxWarnings/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                    if ((typeof data19 == "number") && (isFinite(data19))) {
                        if (data19 < 0 || isNaN(data19)) {
                            const err33 = { instancePath: instancePath + "/options/maxWarnings", schemaPath: "#/properties/options/properties/maxWarnings/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err34 = { instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
        }
    }
    else {
        const err35 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err35];
        }
        else {
            vErrors.push(err35);
        }
        errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
