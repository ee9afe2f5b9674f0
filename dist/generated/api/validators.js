// Precompiled validators of the API objects, and of every operation's request and responses (Ajv standalone).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
// @ts-nocheck
import { fullFormats } from "ajv-formats/dist/formats.js";
/** Appends `more` to `list` (a new list when null): linear, where concat copied the list each time. */
function appendErrors(list, more) { if (list === null)
    list = []; for (let i = 0; i < more.length; i++)
    list.push(more[i]); return list; }
export const AgentLicense = validate52;
const schema19 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/AgentLicense.schema.json", "type": "object", "required": ["created_at", "expire_at", "issued_to", "issuer", "serial", "signature", "terms_of_service", "transfer_notice", "version"], "properties": { "created_at": { "type": "object", "required": ["date", "unix"], "properties": { "date": { "$ref": "shared/fields.schema.json#/$defs/dateTime" }, "unix": { "$ref": "shared/fields.schema.json#/$defs/unixTime" } } }, "expire_at": { "type": "object", "required": ["date", "unix"], "properties": { "date": { "$ref": "shared/fields.schema.json#/$defs/dateTime" }, "unix": { "$ref": "shared/fields.schema.json#/$defs/unixTime" } } }, "issued_to": { "type": "string" }, "issuer": { "type": "object", "required": ["email", "name"], "properties": { "email": { "type": "string" }, "name": { "type": "string" } } }, "serial": { "type": "string" }, "signature": { "type": "string" }, "terms_of_service": { "type": "string" }, "transfer_notice": { "type": "string" }, "version": { "type": "string" }, "description": { "type": "string" } }, "additionalProperties": { "anyOf": [{ "type": "string" }, { "type": "object", "properties": { "not_valid_after": { "type": "string" } } }] } };
const func1 = Object.prototype.hasOwnProperty;
const schema21 = { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$", "format": "iso-date-time" };
const formats0 = fullFormats["iso-date-time"];
const pattern3 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$", "u");
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate54.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!pattern3.test(data)) {
            const err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (!(formats0.validate(data))) {
            const err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "iso-date-time" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    validate54.errors = vErrors;
    return errors === 0;
}
validate54.evaluated = { "dynamicProps": false, "dynamicItems": false };
const schema22 = { "type": "integer", "minimum": 0 };
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate56.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data < 0 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    validate56.errors = vErrors;
    return errors === 0;
}
validate56.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/AgentLicense.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate52.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.created_at === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.expire_at === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expire_at" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.issued_to === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "issued_to" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.issuer === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "issuer" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.serial === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "serial" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.signature === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.terms_of_service === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "terms_of_service" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.transfer_notice === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "transfer_notice" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.version === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(known0.has(key0))) {
                let data0 = data[key0];
                const _errs3 = errors;
                let valid1 = false;
                const _errs4 = errors;
                if (typeof data0 !== "string") {
                    const err9 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "string" } };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
                var _valid0 = _errs4 === errors;
                valid1 = valid1 || _valid0;
                const _errs6 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                    if (data0.not_valid_after !== undefined) {
                        if (typeof data0.not_valid_after !== "string") {
                            const err10 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/not_valid_after", schemaPath: "#/additionalProperties/anyOf/1/properties/not_valid_after/type", keyword: "type", params: { type: "string" } };
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
                    const err11 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
                var _valid0 = _errs6 === errors;
                valid1 = valid1 || _valid0;
                if (_valid0) {
                    var props0 = Object.create(null);
                    props0.not_valid_after = true;
                }
                if (!valid1) {
                    const err12 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf", keyword: "anyOf", params: {} };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                else {
                    errors = _errs3;
                    if (vErrors !== null) {
                        if (_errs3) {
                            vErrors.length = _errs3;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
            }
        }
        if (data.created_at !== undefined) {
            let data2 = data.created_at;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.date === undefined) {
                    const err13 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/required", keyword: "required", params: { missingProperty: "date" } };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
                if (data2.unix === undefined) {
                    const err14 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/required", keyword: "required", params: { missingProperty: "unix" } };
                    if (vErrors === null) {
                        vErrors = [err14];
                    }
                    else {
                        vErrors.push(err14);
                    }
                    errors++;
                }
                if (data2.date !== undefined) {
                    if (!(validate54(data2.date, { instancePath: instancePath + "/created_at/date", parentData: data2, parentDataProperty: "date", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate54.errors);
                        errors = vErrors.length;
                    }
                }
                if (data2.unix !== undefined) {
                    if (!(validate56(data2.unix, { instancePath: instancePath + "/created_at/unix", parentData: data2, parentDataProperty: "unix", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate56.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err15 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.expire_at !== undefined) {
            let data5 = data.expire_at;
            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (data5.date === undefined) {
                    const err16 = { instancePath: instancePath + "/expire_at", schemaPath: "#/properties/expire_at/required", keyword: "required", params: { missingProperty: "date" } };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
                if (data5.unix === undefined) {
                    const err17 = { instancePath: instancePath + "/expire_at", schemaPath: "#/properties/expire_at/required", keyword: "required", params: { missingProperty: "unix" } };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
                if (data5.date !== undefined) {
                    if (!(validate54(data5.date, { instancePath: instancePath + "/expire_at/date", parentData: data5, parentDataProperty: "date", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate54.errors);
                        errors = vErrors.length;
                    }
                }
                if (data5.unix !== undefined) {
                    if (!(validate56(data5.unix, { instancePath: instancePath + "/expire_at/unix", parentData: data5, parentDataProperty: "unix", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate56.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/expire_at", schemaPath: "#/properties/expire_at/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.issued_to !== undefined) {
            if (typeof data.issued_to !== "string") {
                const err19 = { instancePath: instancePath + "/issued_to", schemaPath: "#/properties/issued_to/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        if (data.issuer !== undefined) {
            let data9 = data.issuer;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                if (data9.email === undefined) {
                    const err20 = { instancePath: instancePath + "/issuer", schemaPath: "#/properties/issuer/required", keyword: "required", params: { missingProperty: "email" } };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
                if (data9.name === undefined) {
                    const err21 = { instancePath: instancePath + "/issuer", schemaPath: "#/properties/issuer/required", keyword: "required", params: { missingProperty: "name" } };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
                if (data9.email !== undefined) {
                    if (typeof data9.email !== "string") {
                        const err22 = { instancePath: instancePath + "/issuer/email", schemaPath: "#/properties/issuer/properties/email/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
                if (data9.name !== undefined) {
                    if (typeof data9.name !== "string") {
                        const err23 = { instancePath: instancePath + "/issuer/name", schemaPath: "#/properties/issuer/properties/name/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err23];
                        }
                        else {
                            vErrors.push(err23);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/issuer", schemaPath: "#/properties/issuer/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.serial !== undefined) {
            if (typeof data.serial !== "string") {
                const err25 = { instancePath: instancePath + "/serial", schemaPath: "#/properties/serial/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
        }
        if (data.signature !== undefined) {
            if (typeof data.signature !== "string") {
                const err26 = { instancePath: instancePath + "/signature", schemaPath: "#/properties/signature/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.terms_of_service !== undefined) {
            if (typeof data.terms_of_service !== "string") {
                const err27 = { instancePath: instancePath + "/terms_of_service", schemaPath: "#/properties/terms_of_service/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.transfer_notice !== undefined) {
            if (typeof data.transfer_notice !== "string") {
                const err28 = { instancePath: instancePath + "/transfer_notice", schemaPath: "#/properties/transfer_notice/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.version !== undefined) {
            if (typeof data.version !== "string") {
                const err29 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err30 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
    }
    else {
        const err31 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err31];
        }
        else {
            vErrors.push(err31);
        }
        errors++;
    }
    validate52.errors = vErrors;
    return errors === 0;
}
validate52.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export const Application = validate60;
const schema23 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/Application.schema.json", "type": "object", "required": ["id", "tag", "label", "description", "home_page", "category", "active", "favicon", "icon", "logo", "favicon_source", "icon_source", "logo_source"], "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" }, "full_label": { "type": "string" }, "description": { "type": "string" }, "home_page": { "$ref": "HomePage.schema.json" }, "category": { "$ref": "Category.schema.json" }, "active": { "type": "boolean" }, "favicon": { "type": "string" }, "icon": { "type": "string" }, "logo": { "type": "string" }, "favicon_source": { "type": "string" }, "icon_source": { "type": "string" }, "logo_source": { "type": "string" } } };
const schema24 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/HomePage.schema.json", "type": "object", "required": ["url", "text"], "properties": { "url": { "type": "string" }, "text": { "type": "string" } } };
function validate61(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/HomePage.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate61.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.url === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.text === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "text" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.url !== undefined) {
            if (typeof data.url !== "string") {
                const err2 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.text !== undefined) {
            if (typeof data.text !== "string") {
                const err3 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate61.errors = vErrors;
    return errors === 0;
}
validate61.evaluated = { "props": { "url": true, "text": true }, "dynamicProps": false, "dynamicItems": false };
const schema25 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/Category.schema.json", "type": "object", "required": ["id", "tag", "label"], "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" } } };
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/Category.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate63.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err4 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err5 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate63.errors = vErrors;
    return errors === 0;
}
validate63.evaluated = { "props": { "id": true, "tag": true, "label": true }, "dynamicProps": false, "dynamicItems": false };
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/Application.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate60.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.description === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.home_page === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "home_page" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.category === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.active === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "active" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.favicon === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "favicon" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.icon === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "icon" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.logo === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "logo" } };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.favicon_source === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "favicon_source" } };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.icon_source === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "icon_source" } };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.logo_source === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "logo_source" } };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err13 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err14 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err15 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.full_label !== undefined) {
            if (typeof data.full_label !== "string") {
                const err16 = { instancePath: instancePath + "/full_label", schemaPath: "#/properties/full_label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err17 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.home_page !== undefined) {
            if (!(validate61(data.home_page, { instancePath: instancePath + "/home_page", parentData: data, parentDataProperty: "home_page", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate61.errors);
                errors = vErrors.length;
            }
        }
        if (data.category !== undefined) {
            if (!(validate63(data.category, { instancePath: instancePath + "/category", parentData: data, parentDataProperty: "category", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate63.errors);
                errors = vErrors.length;
            }
        }
        if (data.active !== undefined) {
            if (typeof data.active !== "boolean") {
                const err18 = { instancePath: instancePath + "/active", schemaPath: "#/properties/active/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.favicon !== undefined) {
            if (typeof data.favicon !== "string") {
                const err19 = { instancePath: instancePath + "/favicon", schemaPath: "#/properties/favicon/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        if (data.icon !== undefined) {
            if (typeof data.icon !== "string") {
                const err20 = { instancePath: instancePath + "/icon", schemaPath: "#/properties/icon/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.logo !== undefined) {
            if (typeof data.logo !== "string") {
                const err21 = { instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
        if (data.favicon_source !== undefined) {
            if (typeof data.favicon_source !== "string") {
                const err22 = { instancePath: instancePath + "/favicon_source", schemaPath: "#/properties/favicon_source/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.icon_source !== undefined) {
            if (typeof data.icon_source !== "string") {
                const err23 = { instancePath: instancePath + "/icon_source", schemaPath: "#/properties/icon_source/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.logo_source !== undefined) {
            if (typeof data.logo_source !== "string") {
                const err24 = { instancePath: instancePath + "/logo_source", schemaPath: "#/properties/logo_source/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
    }
    else {
        const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err25];
        }
        else {
            vErrors.push(err25);
        }
        errors++;
    }
    validate60.errors = vErrors;
    return errors === 0;
}
validate60.evaluated = { "props": { "id": true, "tag": true, "label": true, "full_label": true, "description": true, "home_page": true, "category": true, "active": true, "favicon": true, "icon": true, "logo": true, "favicon_source": true, "icon_source": true, "logo_source": true }, "dynamicProps": false, "dynamicItems": false };
export const ApplicationChangelogEntry = validate65;
const schema26 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/ApplicationChangelogEntry.schema.json", "type": "object", "required": ["application", "type", "signature_updated", "date"], "properties": { "application": { "$ref": "Application.schema.json" }, "type": { "$ref": "shared/fields.schema.json#/$defs/changeType" }, "signature_updated": { "type": "boolean" }, "date": { "$ref": "shared/fields.schema.json#/$defs/date" } } };
const schema27 = { "type": "string", "enum": ["added", "updated", "deleted"] };
function validate67(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate67.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (!(((data === "added") || (data === "updated")) || (data === "deleted"))) {
        const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema27.enum } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate67.errors = vErrors;
    return errors === 0;
}
validate67.evaluated = { "dynamicProps": false, "dynamicItems": false };
const schema28 = { "type": "string", "format": "date" };
const formats2 = fullFormats.date;
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate69.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!(formats2.validate(data))) {
            const err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate69.errors = vErrors;
    return errors === 0;
}
validate69.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/ApplicationChangelogEntry.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate65.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.application === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "application" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.signature_updated === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_updated" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.date === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "date" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.application !== undefined) {
            if (!(validate60(data.application, { instancePath: instancePath + "/application", parentData: data, parentDataProperty: "application", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate60.errors);
                errors = vErrors.length;
            }
        }
        if (data.type !== undefined) {
            if (!(validate67(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate67.errors);
                errors = vErrors.length;
            }
        }
        if (data.signature_updated !== undefined) {
            if (typeof data.signature_updated !== "boolean") {
                const err4 = { instancePath: instancePath + "/signature_updated", schemaPath: "#/properties/signature_updated/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.date !== undefined) {
            if (!(validate69(data.date, { instancePath: instancePath + "/date", parentData: data, parentDataProperty: "date", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate69.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate65.errors = vErrors;
    return errors === 0;
}
validate65.evaluated = { "props": { "application": true, "type": true, "signature_updated": true, "date": true }, "dynamicProps": false, "dynamicItems": false };
export const Category = validate63;
export const ErrorResponse = validate71;
const schema29 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/ErrorResponse.schema.json", "type": "object", "required": ["status_code", "status_message"], "properties": { "status_code": { "$ref": "shared/fields.schema.json#/$defs/statusCode" }, "status_message": { "type": "string" }, "status_fields": { "type": "array", "items": {} } } };
const schema30 = { "anyOf": [{ "type": "integer" }, { "type": "string", "pattern": "^[0-9]{3}\\.[0-9]{3}$" }] };
const pattern4 = new RegExp("^[0-9]{3}\\.[0-9]{3}$", "u");
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate72.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs0 = errors;
    let valid0 = false;
    const _errs1 = errors;
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    var _valid0 = _errs1 === errors;
    valid0 = valid0 || _valid0;
    const _errs3 = errors;
    if (typeof data === "string") {
        if (!pattern4.test(data)) {
            const err1 = { instancePath, schemaPath: "#/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]{3}\\.[0-9]{3}$" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs0;
        if (vErrors !== null) {
            if (_errs0) {
                vErrors.length = _errs0;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate72.errors = vErrors;
    return errors === 0;
}
validate72.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/ErrorResponse.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate71.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.status_code === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status_code" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.status_message === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status_message" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.status_code !== undefined) {
            if (!(validate72(data.status_code, { instancePath: instancePath + "/status_code", parentData: data, parentDataProperty: "status_code", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate72.errors);
                errors = vErrors.length;
            }
        }
        if (data.status_message !== undefined) {
            if (typeof data.status_message !== "string") {
                const err2 = { instancePath: instancePath + "/status_message", schemaPath: "#/properties/status_message/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.status_fields !== undefined) {
            if (!(Array.isArray(data.status_fields))) {
                const err3 = { instancePath: instancePath + "/status_fields", schemaPath: "#/properties/status_fields/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate71.errors = vErrors;
    return errors === 0;
}
validate71.evaluated = { "props": { "status_code": true, "status_message": true, "status_fields": true }, "dynamicProps": false, "dynamicItems": false };
export const EventCatalogEntry = validate74;
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/EventCatalogEntry.schema.json", "type": "object", "required": ["id", "tag", "label", "introduced", "deprecated"], "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" }, "introduced": { "type": "string" }, "deprecated": { "type": "string" } } };
function validate74(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/EventCatalogEntry.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate74.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.introduced === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "introduced" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.deprecated === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deprecated" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err5 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err6 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err7 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.introduced !== undefined) {
            if (typeof data.introduced !== "string") {
                const err8 = { instancePath: instancePath + "/introduced", schemaPath: "#/properties/introduced/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.deprecated !== undefined) {
            if (typeof data.deprecated !== "string") {
                const err9 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
    }
    else {
        const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err10];
        }
        else {
            vErrors.push(err10);
        }
        errors++;
    }
    validate74.errors = vErrors;
    return errors === 0;
}
validate74.evaluated = { "props": { "id": true, "tag": true, "label": true, "introduced": true, "deprecated": true }, "dynamicProps": false, "dynamicItems": false };
export const EventLogEntry = validate75;
const schema32 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/EventLogEntry.schema.json", "type": "object", "required": ["id", "key", "event", "score", "type", "title", "description", "details", "created"], "properties": { "id": { "type": "integer" }, "key": { "type": "string" }, "event": { "$ref": "shared/fields.schema.json#/$defs/eventIdentity" }, "score": { "$ref": "shared/fields.schema.json#/$defs/score" }, "type": { "type": "string", "enum": ["new", "updated", "update"] }, "title": { "type": "string" }, "description": { "type": "string" }, "details": { "type": "object" }, "created": { "$ref": "shared/fields.schema.json#/$defs/unixTime" } } };
const schema33 = { "type": "object", "required": ["id", "tag", "label"], "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" } } };
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate76.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err4 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err5 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate76.errors = vErrors;
    return errors === 0;
}
validate76.evaluated = { "props": { "id": true, "tag": true, "label": true }, "dynamicProps": false, "dynamicItems": false };
const schema34 = { "type": "integer", "minimum": 0, "maximum": 100 };
function validate78(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate78.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data > 100 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data < 0 || isNaN(data)) {
            const err2 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    validate78.errors = vErrors;
    return errors === 0;
}
validate78.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate80(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate80.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data < 0 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    validate80.errors = vErrors;
    return errors === 0;
}
validate80.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/EventLogEntry.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate75.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.key === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.event === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.score === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "score" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.title === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.description === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.details === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "details" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.created === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err9 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.key !== undefined) {
            if (typeof data.key !== "string") {
                const err10 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.event !== undefined) {
            if (!(validate76(data.event, { instancePath: instancePath + "/event", parentData: data, parentDataProperty: "event", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate76.errors);
                errors = vErrors.length;
            }
        }
        if (data.score !== undefined) {
            if (!(validate78(data.score, { instancePath: instancePath + "/score", parentData: data, parentDataProperty: "score", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate78.errors);
                errors = vErrors.length;
            }
        }
        if (data.type !== undefined) {
            let data4 = data.type;
            if (typeof data4 !== "string") {
                const err11 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if (!(((data4 === "new") || (data4 === "updated")) || (data4 === "update"))) {
                const err12 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema32.properties.type.enum } };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.title !== undefined) {
            if (typeof data.title !== "string") {
                const err13 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err14 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.details !== undefined) {
            let data7 = data.details;
            if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                const err15 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.created !== undefined) {
            if (!(validate80(data.created, { instancePath: instancePath + "/created", parentData: data, parentDataProperty: "created", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate80.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err16];
        }
        else {
            vErrors.push(err16);
        }
        errors++;
    }
    validate75.errors = vErrors;
    return errors === 0;
}
validate75.evaluated = { "props": { "id": true, "key": true, "event": true, "score": true, "type": true, "title": true, "description": true, "details": true, "created": true }, "dynamicProps": false, "dynamicItems": false };
export const EventStatusEntry = validate82;
const schema36 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/EventStatusEntry.schema.json", "type": "object", "required": ["key", "event", "score", "details", "first_seen", "last_seen"], "properties": { "key": { "type": "string" }, "event": { "$ref": "shared/fields.schema.json#/$defs/eventIdentity" }, "score": { "$ref": "shared/fields.schema.json#/$defs/score" }, "details": { "type": "object" }, "first_seen": { "$ref": "shared/fields.schema.json#/$defs/unixTime" }, "last_seen": { "$ref": "shared/fields.schema.json#/$defs/unixTime" } } };
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate83.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err4 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err5 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate83.errors = vErrors;
    return errors === 0;
}
validate83.evaluated = { "props": { "id": true, "tag": true, "label": true }, "dynamicProps": false, "dynamicItems": false };
function validate85(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate85.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data > 100 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data < 0 || isNaN(data)) {
            const err2 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    validate85.errors = vErrors;
    return errors === 0;
}
validate85.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate87(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate87.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data < 0 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    validate87.errors = vErrors;
    return errors === 0;
}
validate87.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate82(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/EventStatusEntry.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate82.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.key === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.event === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.score === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "score" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.details === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "details" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.first_seen === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "first_seen" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.last_seen === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "last_seen" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.key !== undefined) {
            if (typeof data.key !== "string") {
                const err6 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.event !== undefined) {
            if (!(validate83(data.event, { instancePath: instancePath + "/event", parentData: data, parentDataProperty: "event", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate83.errors);
                errors = vErrors.length;
            }
        }
        if (data.score !== undefined) {
            if (!(validate85(data.score, { instancePath: instancePath + "/score", parentData: data, parentDataProperty: "score", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate85.errors);
                errors = vErrors.length;
            }
        }
        if (data.details !== undefined) {
            let data3 = data.details;
            if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                const err7 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.first_seen !== undefined) {
            if (!(validate87(data.first_seen, { instancePath: instancePath + "/first_seen", parentData: data, parentDataProperty: "first_seen", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate87.errors);
                errors = vErrors.length;
            }
        }
        if (data.last_seen !== undefined) {
            if (!(validate87(data.last_seen, { instancePath: instancePath + "/last_seen", parentData: data, parentDataProperty: "last_seen", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate87.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate82.errors = vErrors;
    return errors === 0;
}
validate82.evaluated = { "props": { "key": true, "event": true, "score": true, "details": true, "first_seen": true, "last_seen": true }, "dynamicProps": false, "dynamicItems": false };
export const EventSubscription = validate90;
const schema40 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/EventSubscription.schema.json", "type": "object", "required": [], "properties": { "identifier": { "type": "string" }, "driver": { "type": "string" }, "url": { "type": "string", "format": "uri" }, "key": { "type": "string" }, "event_tag": { "type": "string" }, "score": { "$ref": "shared/fields.schema.json#/$defs/score" } } };
const formats4 = fullFormats.uri;
function validate91(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate91.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data > 100 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data < 0 || isNaN(data)) {
            const err2 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    validate91.errors = vErrors;
    return errors === 0;
}
validate91.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate90(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/EventSubscription.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate90.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.identifier !== undefined) {
            if (typeof data.identifier !== "string") {
                const err0 = { instancePath: instancePath + "/identifier", schemaPath: "#/properties/identifier/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.driver !== undefined) {
            if (typeof data.driver !== "string") {
                const err1 = { instancePath: instancePath + "/driver", schemaPath: "#/properties/driver/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.url !== undefined) {
            let data2 = data.url;
            if (typeof data2 === "string") {
                if (!(formats4(data2))) {
                    const err2 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/format", keyword: "format", params: { format: "uri" } };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            else {
                const err3 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.key !== undefined) {
            if (typeof data.key !== "string") {
                const err4 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.event_tag !== undefined) {
            if (typeof data.event_tag !== "string") {
                const err5 = { instancePath: instancePath + "/event_tag", schemaPath: "#/properties/event_tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.score !== undefined) {
            if (!(validate91(data.score, { instancePath: instancePath + "/score", parentData: data, parentDataProperty: "score", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate91.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate90.errors = vErrors;
    return errors === 0;
}
validate90.evaluated = { "props": { "identifier": true, "driver": true, "url": true, "key": true, "event_tag": true, "score": true }, "dynamicProps": false, "dynamicItems": false };
export const HomePage = validate61;
export const Intelligence = validate93;
const schema42 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/Intelligence.schema.json", "type": "object", "required": ["id", "tag", "label", "description", "category", "supported", "deprecated"], "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" }, "description": { "type": "string" }, "category": { "$ref": "Category.schema.json" }, "score": { "type": "integer" }, "supported": { "type": "string" }, "deprecated": { "type": "string" } } };
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/Intelligence.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate93.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.description === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.category === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.supported === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "supported" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.deprecated === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deprecated" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err8 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err9 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err10 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.category !== undefined) {
            if (!(validate63(data.category, { instancePath: instancePath + "/category", parentData: data, parentDataProperty: "category", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate63.errors);
                errors = vErrors.length;
            }
        }
        if (data.score !== undefined) {
            let data5 = data.score;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err11 = { instancePath: instancePath + "/score", schemaPath: "#/properties/score/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.supported !== undefined) {
            if (typeof data.supported !== "string") {
                const err12 = { instancePath: instancePath + "/supported", schemaPath: "#/properties/supported/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.deprecated !== undefined) {
            if (typeof data.deprecated !== "string") {
                const err13 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
    }
    else {
        const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err14];
        }
        else {
            vErrors.push(err14);
        }
        errors++;
    }
    validate93.errors = vErrors;
    return errors === 0;
}
validate93.evaluated = { "props": { "id": true, "tag": true, "label": true, "description": true, "category": true, "score": true, "supported": true, "deprecated": true }, "dynamicProps": false, "dynamicItems": false };
export const IntelligenceReleaseLogEntry = validate95;
const schema43 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/IntelligenceReleaseLogEntry.schema.json", "type": "object", "required": ["intelligence", "type", "version"], "properties": { "intelligence": { "$ref": "Intelligence.schema.json" }, "type": { "$ref": "shared/fields.schema.json#/$defs/changeType" }, "version": { "type": "string" } } };
function validate97(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate97.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (!(((data === "added") || (data === "updated")) || (data === "deleted"))) {
        const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema27.enum } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate97.errors = vErrors;
    return errors === 0;
}
validate97.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate95(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/IntelligenceReleaseLogEntry.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate95.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.intelligence === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "intelligence" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.version === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.intelligence !== undefined) {
            if (!(validate93(data.intelligence, { instancePath: instancePath + "/intelligence", parentData: data, parentDataProperty: "intelligence", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate93.errors);
                errors = vErrors.length;
            }
        }
        if (data.type !== undefined) {
            if (!(validate97(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate97.errors);
                errors = vErrors.length;
            }
        }
        if (data.version !== undefined) {
            if (typeof data.version !== "string") {
                const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate95.errors = vErrors;
    return errors === 0;
}
validate95.evaluated = { "props": { "intelligence": true, "type": true, "version": true }, "dynamicProps": false, "dynamicItems": false };
export const LicenseCreateRequest = validate99;
const schema45 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/LicenseCreateRequest.schema.json", "type": "object", "required": ["issued_to", "entitlements"], "properties": { "issued_to": { "type": "string" }, "entitlements": { "type": "array", "items": { "type": "string" } }, "expire_at": { "$ref": "shared/fields.schema.json#/$defs/date" }, "duration_days": { "type": "integer", "minimum": 1 }, "duid": { "type": "string" }, "description": { "type": "string" }, "notes": { "type": "string" }, "renewable": { "type": "boolean" }, "transferable": { "type": "boolean" }, "format": { "type": "string", "enum": ["netifyd", "agentd", "object"] } }, "additionalProperties": false };
function validate100(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate100.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!(formats2.validate(data))) {
            const err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate100.errors = vErrors;
    return errors === 0;
}
validate100.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate99(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/LicenseCreateRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate99.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.issued_to === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "issued_to" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.entitlements === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entitlements" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(known1.has(key0))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.issued_to !== undefined) {
            if (typeof data.issued_to !== "string") {
                const err3 = { instancePath: instancePath + "/issued_to", schemaPath: "#/properties/issued_to/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.entitlements !== undefined) {
            let data1 = data.entitlements;
            if (Array.isArray(data1)) {
                const len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data1[i0] !== "string") {
                        const err4 = { instancePath: instancePath + "/entitlements/" + i0, schemaPath: "#/properties/entitlements/items/type", keyword: "type", params: { type: "string" } };
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
                const err5 = { instancePath: instancePath + "/entitlements", schemaPath: "#/properties/entitlements/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.expire_at !== undefined) {
            if (!(validate100(data.expire_at, { instancePath: instancePath + "/expire_at", parentData: data, parentDataProperty: "expire_at", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate100.errors);
                errors = vErrors.length;
            }
        }
        if (data.duration_days !== undefined) {
            let data4 = data.duration_days;
            if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                const err6 = { instancePath: instancePath + "/duration_days", schemaPath: "#/properties/duration_days/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 1 || isNaN(data4)) {
                    const err7 = { instancePath: instancePath + "/duration_days", schemaPath: "#/properties/duration_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
        }
        if (data.duid !== undefined) {
            if (typeof data.duid !== "string") {
                const err8 = { instancePath: instancePath + "/duid", schemaPath: "#/properties/duid/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err9 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.notes !== undefined) {
            if (typeof data.notes !== "string") {
                const err10 = { instancePath: instancePath + "/notes", schemaPath: "#/properties/notes/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.renewable !== undefined) {
            if (typeof data.renewable !== "boolean") {
                const err11 = { instancePath: instancePath + "/renewable", schemaPath: "#/properties/renewable/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.transferable !== undefined) {
            if (typeof data.transferable !== "boolean") {
                const err12 = { instancePath: instancePath + "/transferable", schemaPath: "#/properties/transferable/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.format !== undefined) {
            let data10 = data.format;
            if (typeof data10 !== "string") {
                const err13 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            if (!(((data10 === "netifyd") || (data10 === "agentd")) || (data10 === "object"))) {
                const err14 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/enum", keyword: "enum", params: { allowedValues: schema45.properties.format.enum } };
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
        const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
    validate99.errors = vErrors;
    return errors === 0;
}
validate99.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export const LicenseObject = validate102;
const schema47 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/LicenseObject.schema.json", "type": "object", "required": ["version", "serial", "issued_to", "renewable", "transferable", "signature", "entitlements", "expire_at", "created_at"], "properties": { "version": { "type": "string" }, "serial": { "type": "string" }, "issued_to": { "type": "string" }, "renewable": { "type": "boolean" }, "transferable": { "type": "boolean" }, "signature": { "type": "string" }, "entitlements": { "type": "array", "items": { "type": "string" } }, "expire_at": { "type": "object", "required": ["unix_time", "date"], "properties": { "unix_time": { "$ref": "shared/fields.schema.json#/$defs/unixTime" }, "date": { "$ref": "shared/fields.schema.json#/$defs/dateTime" } } }, "created_at": { "type": "object", "required": ["unix_time", "date"], "properties": { "unix_time": { "$ref": "shared/fields.schema.json#/$defs/unixTime" }, "date": { "$ref": "shared/fields.schema.json#/$defs/dateTime" } } } } };
function validate103(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate103.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if ((typeof data == "number") && (isFinite(data))) {
        if (data < 0 || isNaN(data)) {
            const err1 = { instancePath, schemaPath: "#/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    validate103.errors = vErrors;
    return errors === 0;
}
validate103.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate105(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate105.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!pattern3.test(data)) {
            const err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (!(formats0.validate(data))) {
            const err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "iso-date-time" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    validate105.errors = vErrors;
    return errors === 0;
}
validate105.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/LicenseObject.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate102.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.serial === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "serial" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.issued_to === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "issued_to" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.renewable === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "renewable" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.transferable === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "transferable" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.signature === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.entitlements === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entitlements" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.expire_at === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expire_at" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.created_at === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" } };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.version !== undefined) {
            if (typeof data.version !== "string") {
                const err9 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.serial !== undefined) {
            if (typeof data.serial !== "string") {
                const err10 = { instancePath: instancePath + "/serial", schemaPath: "#/properties/serial/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.issued_to !== undefined) {
            if (typeof data.issued_to !== "string") {
                const err11 = { instancePath: instancePath + "/issued_to", schemaPath: "#/properties/issued_to/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.renewable !== undefined) {
            if (typeof data.renewable !== "boolean") {
                const err12 = { instancePath: instancePath + "/renewable", schemaPath: "#/properties/renewable/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.transferable !== undefined) {
            if (typeof data.transferable !== "boolean") {
                const err13 = { instancePath: instancePath + "/transferable", schemaPath: "#/properties/transferable/type", keyword: "type", params: { type: "boolean" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.signature !== undefined) {
            if (typeof data.signature !== "string") {
                const err14 = { instancePath: instancePath + "/signature", schemaPath: "#/properties/signature/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.entitlements !== undefined) {
            let data6 = data.entitlements;
            if (Array.isArray(data6)) {
                const len0 = data6.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (typeof data6[i0] !== "string") {
                        const err15 = { instancePath: instancePath + "/entitlements/" + i0, schemaPath: "#/properties/entitlements/items/type", keyword: "type", params: { type: "string" } };
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
                const err16 = { instancePath: instancePath + "/entitlements", schemaPath: "#/properties/entitlements/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.expire_at !== undefined) {
            let data8 = data.expire_at;
            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                if (data8.unix_time === undefined) {
                    const err17 = { instancePath: instancePath + "/expire_at", schemaPath: "#/properties/expire_at/required", keyword: "required", params: { missingProperty: "unix_time" } };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
                if (data8.date === undefined) {
                    const err18 = { instancePath: instancePath + "/expire_at", schemaPath: "#/properties/expire_at/required", keyword: "required", params: { missingProperty: "date" } };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
                if (data8.unix_time !== undefined) {
                    if (!(validate103(data8.unix_time, { instancePath: instancePath + "/expire_at/unix_time", parentData: data8, parentDataProperty: "unix_time", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate103.errors);
                        errors = vErrors.length;
                    }
                }
                if (data8.date !== undefined) {
                    if (!(validate105(data8.date, { instancePath: instancePath + "/expire_at/date", parentData: data8, parentDataProperty: "date", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate105.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err19 = { instancePath: instancePath + "/expire_at", schemaPath: "#/properties/expire_at/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        if (data.created_at !== undefined) {
            let data11 = data.created_at;
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                if (data11.unix_time === undefined) {
                    const err20 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/required", keyword: "required", params: { missingProperty: "unix_time" } };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
                if (data11.date === undefined) {
                    const err21 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/required", keyword: "required", params: { missingProperty: "date" } };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
                if (data11.unix_time !== undefined) {
                    if (!(validate103(data11.unix_time, { instancePath: instancePath + "/created_at/unix_time", parentData: data11, parentDataProperty: "unix_time", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate103.errors);
                        errors = vErrors.length;
                    }
                }
                if (data11.date !== undefined) {
                    if (!(validate105(data11.date, { instancePath: instancePath + "/created_at/date", parentData: data11, parentDataProperty: "date", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate105.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
    }
    else {
        const err23 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err23];
        }
        else {
            vErrors.push(err23);
        }
        errors++;
    }
    validate102.errors = vErrors;
    return errors === 0;
}
validate102.evaluated = { "props": { "version": true, "serial": true, "issued_to": true, "renewable": true, "transferable": true, "signature": true, "entitlements": true, "expire_at": true, "created_at": true }, "dynamicProps": false, "dynamicItems": false };
export const LicenseRenewRequest = validate109;
const schema50 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/LicenseRenewRequest.schema.json", "type": "object", "required": [], "properties": { "expire_at": { "$ref": "shared/fields.schema.json#/$defs/date" }, "duration_days": { "type": "integer", "minimum": 1 } }, "additionalProperties": false };
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate110.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!(formats2.validate(data))) {
            const err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate110.errors = vErrors;
    return errors === 0;
}
validate110.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate109(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/LicenseRenewRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate109.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            if (!((key0 === "expire_at") || (key0 === "duration_days"))) {
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
        if (data.expire_at !== undefined) {
            if (!(validate110(data.expire_at, { instancePath: instancePath + "/expire_at", parentData: data, parentDataProperty: "expire_at", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate110.errors);
                errors = vErrors.length;
            }
        }
        if (data.duration_days !== undefined) {
            let data1 = data.duration_days;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err1 = { instancePath: instancePath + "/duration_days", schemaPath: "#/properties/duration_days/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            if ((typeof data1 == "number") && (isFinite(data1))) {
                if (data1 < 1 || isNaN(data1)) {
                    const err2 = { instancePath: instancePath + "/duration_days", schemaPath: "#/properties/duration_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate109.errors = vErrors;
    return errors === 0;
}
validate109.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
export const Protocol = validate112;
const schema52 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/Protocol.schema.json", "type": "object", "required": ["id", "tag", "label", "description", "home_page", "category", "introduced", "deprecated"], "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" }, "full_label": { "type": "string" }, "abbreviation": { "type": "string" }, "description": { "type": "string" }, "home_page": { "$ref": "HomePage.schema.json" }, "category": { "$ref": "Category.schema.json" }, "introduced": { "type": "string" }, "deprecated": { "type": "string" } } };
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/Protocol.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate112.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.tag === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tag" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.label === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "label" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.description === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" } };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.home_page === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "home_page" } };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.category === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "category" } };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.introduced === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "introduced" } };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.deprecated === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deprecated" } };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.id !== undefined) {
            let data0 = data.id;
            if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
                const err8 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.tag !== undefined) {
            if (typeof data.tag !== "string") {
                const err9 = { instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.label !== undefined) {
            if (typeof data.label !== "string") {
                const err10 = { instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.full_label !== undefined) {
            if (typeof data.full_label !== "string") {
                const err11 = { instancePath: instancePath + "/full_label", schemaPath: "#/properties/full_label/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.abbreviation !== undefined) {
            if (typeof data.abbreviation !== "string") {
                const err12 = { instancePath: instancePath + "/abbreviation", schemaPath: "#/properties/abbreviation/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.description !== undefined) {
            if (typeof data.description !== "string") {
                const err13 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.home_page !== undefined) {
            if (!(validate61(data.home_page, { instancePath: instancePath + "/home_page", parentData: data, parentDataProperty: "home_page", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate61.errors);
                errors = vErrors.length;
            }
        }
        if (data.category !== undefined) {
            if (!(validate63(data.category, { instancePath: instancePath + "/category", parentData: data, parentDataProperty: "category", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate63.errors);
                errors = vErrors.length;
            }
        }
        if (data.introduced !== undefined) {
            if (typeof data.introduced !== "string") {
                const err14 = { instancePath: instancePath + "/introduced", schemaPath: "#/properties/introduced/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.deprecated !== undefined) {
            if (typeof data.deprecated !== "string") {
                const err15 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "string" } };
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
        const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err16];
        }
        else {
            vErrors.push(err16);
        }
        errors++;
    }
    validate112.errors = vErrors;
    return errors === 0;
}
validate112.evaluated = { "props": { "id": true, "tag": true, "label": true, "full_label": true, "abbreviation": true, "description": true, "home_page": true, "category": true, "introduced": true, "deprecated": true }, "dynamicProps": false, "dynamicItems": false };
export const ProtocolReleaseLogEntry = validate115;
const schema53 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/ProtocolReleaseLogEntry.schema.json", "type": "object", "required": ["protocol", "type", "version"], "properties": { "protocol": { "$ref": "Protocol.schema.json" }, "type": { "$ref": "shared/fields.schema.json#/$defs/changeType" }, "version": { "type": "string" } } };
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate117.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (!(((data === "added") || (data === "updated")) || (data === "deleted"))) {
        const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema27.enum } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate117.errors = vErrors;
    return errors === 0;
}
validate117.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/ProtocolReleaseLogEntry.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate115.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.protocol === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "protocol" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.type === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.version === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.protocol !== undefined) {
            if (!(validate112(data.protocol, { instancePath: instancePath + "/protocol", parentData: data, parentDataProperty: "protocol", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate112.errors);
                errors = vErrors.length;
            }
        }
        if (data.type !== undefined) {
            if (!(validate117(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate117.errors);
                errors = vErrors.length;
            }
        }
        if (data.version !== undefined) {
            if (typeof data.version !== "string") {
                const err3 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate115.errors = vErrors;
    return errors === 0;
}
validate115.evaluated = { "props": { "protocol": true, "type": true, "version": true }, "dynamicProps": false, "dynamicItems": false };
export const StatusResponse = validate119;
const schema55 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:agentconf:schemas/5/api/StatusResponse.schema.json", "type": "object", "required": ["status_code", "status_message"], "properties": { "status_code": { "$ref": "shared/fields.schema.json#/$defs/statusCode" }, "status_message": { "type": "string" } } };
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate120.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs0 = errors;
    let valid0 = false;
    const _errs1 = errors;
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    var _valid0 = _errs1 === errors;
    valid0 = valid0 || _valid0;
    const _errs3 = errors;
    if (typeof data === "string") {
        if (!pattern4.test(data)) {
            const err1 = { instancePath, schemaPath: "#/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]{3}\\.[0-9]{3}$" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs0;
        if (vErrors !== null) {
            if (_errs0) {
                vErrors.length = _errs0;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate120.errors = vErrors;
    return errors === 0;
}
validate120.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/StatusResponse.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate119.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.status_code === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status_code" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.status_message === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status_message" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.status_code !== undefined) {
            if (!(validate120(data.status_code, { instancePath: instancePath + "/status_code", parentData: data, parentDataProperty: "status_code", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate120.errors);
                errors = vErrors.length;
            }
        }
        if (data.status_message !== undefined) {
            if (typeof data.status_message !== "string") {
                const err2 = { instancePath: instancePath + "/status_message", schemaPath: "#/properties/status_message/type", keyword: "type", params: { type: "string" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate119.errors = vErrors;
    return errors === 0;
}
validate119.evaluated = { "props": { "status_code": true, "status_message": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupHostnameResponse200 = validate122;
const schema57 = { "$id": "urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnameResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "type": "object" } } };
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnameResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate122.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
                const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate122.errors = vErrors;
    return errors === 0;
}
validate122.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupHostnameRequest = validate123;
const schema58 = { "$id": "urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnameRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["hostname"], "properties": { "hostname": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/hostname" } } }, "query": { "type": "object", "properties": {} } } };
const schema59 = { "type": "string", "format": "hostname" };
const formats12 = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate124.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!(formats12.test(data))) {
            const err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "hostname" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate124.errors = vErrors;
    return errors === 0;
}
validate124.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnameRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate123.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.hostname === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "hostname" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.hostname !== undefined) {
                    if (!(validate124(data0.hostname, { instancePath: instancePath + "/path/hostname", parentData: data0, parentDataProperty: "hostname", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate124.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate123.errors = vErrors;
    return errors === 0;
}
validate123.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupHostnamesResponse200 = validate126;
const schema60 = { "$id": "urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnamesResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "anyOf": [{ "type": "array", "items": {} }, { "type": "object" }] } } };
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnamesResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate126.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            const _errs4 = errors;
            let valid1 = false;
            const _errs5 = errors;
            if (!(Array.isArray(data1))) {
                const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/anyOf/0/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            var _valid0 = _errs5 === errors;
            valid1 = valid1 || _valid0;
            const _errs7 = errors;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
                const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/anyOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            var _valid0 = _errs7 === errors;
            valid1 = valid1 || _valid0;
            if (!valid1) {
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/anyOf", keyword: "anyOf", params: {} };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
            else {
                errors = _errs4;
                if (vErrors !== null) {
                    if (_errs4) {
                        vErrors.length = _errs4;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate126.errors = vErrors;
    return errors === 0;
}
validate126.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupHostnamesRequest = validate127;
const schema61 = { "$id": "urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnamesRequest.schema.json", "type": "object", "required": ["body"], "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": {} }, "body": { "type": "array", "maxItems": 100, "items": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/hostname" } } } };
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate128.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!(formats12.test(data))) {
            const err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "hostname" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate128.errors = vErrors;
    return errors === 0;
}
validate128.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate127(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/datafeeds/lookupHostnamesRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate127.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data2 = data.body;
            if (Array.isArray(data2)) {
                if (data2.length > 100) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/maxItems", keyword: "maxItems", params: { limit: 100 } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate128(data2[i0], { instancePath: instancePath + "/body/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate128.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "array" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate127.errors = vErrors;
    return errors === 0;
}
validate127.evaluated = { "props": { "path": true, "query": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupIpRequest = validate130;
const schema63 = { "$id": "urn:agentconf:schemas/5/api/operations/datafeeds/lookupIpRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["ip"], "properties": { "ip": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/ipAddress" } } }, "query": { "type": "object", "properties": {} } } };
const schema64 = { "type": "string", "anyOf": [{ "format": "ipv4" }, { "format": "ipv6" }] };
const formats16 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const formats18 = /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i;
function validate131(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate131.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    const _errs1 = errors;
    let valid0 = false;
    const _errs2 = errors;
    if (typeof data === "string") {
        if (!(formats16.test(data))) {
            const err1 = { instancePath, schemaPath: "#/anyOf/0/format", keyword: "format", params: { format: "ipv4" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
    const _errs3 = errors;
    if (typeof data === "string") {
        if (!(formats18.test(data))) {
            const err2 = { instancePath, schemaPath: "#/anyOf/1/format", keyword: "format", params: { format: "ipv6" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs1;
        if (vErrors !== null) {
            if (_errs1) {
                vErrors.length = _errs1;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate131.errors = vErrors;
    return errors === 0;
}
validate131.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate130(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/datafeeds/lookupIpRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate130.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.ip === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "ip" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.ip !== undefined) {
                    if (!(validate131(data0.ip, { instancePath: instancePath + "/path/ip", parentData: data0, parentDataProperty: "ip", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate131.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate130.errors = vErrors;
    return errors === 0;
}
validate130.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupIpsRequest = validate133;
const schema65 = { "$id": "urn:agentconf:schemas/5/api/operations/datafeeds/lookupIpsRequest.schema.json", "type": "object", "required": ["body"], "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": {} }, "body": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/ipAddress" } } } };
function validate134(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate134.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data !== "string") {
        const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    const _errs1 = errors;
    let valid0 = false;
    const _errs2 = errors;
    if (typeof data === "string") {
        if (!(formats16.test(data))) {
            const err1 = { instancePath, schemaPath: "#/anyOf/0/format", keyword: "format", params: { format: "ipv4" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
    const _errs3 = errors;
    if (typeof data === "string") {
        if (!(formats18.test(data))) {
            const err2 = { instancePath, schemaPath: "#/anyOf/1/format", keyword: "format", params: { format: "ipv6" } };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs1;
        if (vErrors !== null) {
            if (_errs1) {
                vErrors.length = _errs1;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate134.errors = vErrors;
    return errors === 0;
}
validate134.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/datafeeds/lookupIpsRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate133.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data2 = data.body;
            if (Array.isArray(data2)) {
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate134(data2[i0], { instancePath: instancePath + "/body/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate134.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "array" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate133.errors = vErrors;
    return errors === 0;
}
validate133.evaluated = { "props": { "path": true, "query": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listEventCatalogResponse200 = validate136;
const schema67 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listEventCatalogResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "if": { "type": "array" }, "then": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventCatalogEntry.schema.json" } }, "else": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventCatalogEntry.schema.json" } } } }] } } } };
function validate136(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listEventCatalogResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate136.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            const _errs4 = errors;
            let valid1 = true;
            const _errs5 = errors;
            if (!(Array.isArray(data1))) {
                const err3 = {};
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            var _valid0 = _errs5 === errors;
            errors = _errs4;
            if (vErrors !== null) {
                if (_errs4) {
                    vErrors.length = _errs4;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause0;
            if (_valid0) {
                const _errs7 = errors;
                if (Array.isArray(data1)) {
                    const len0 = data1.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        if (!(validate74(data1[i0], { instancePath: instancePath + "/body/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                            vErrors = appendErrors(vErrors, validate74.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/then/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                var _valid0 = _errs7 === errors;
                valid1 = _valid0;
                ifClause0 = "then";
            }
            else {
                const _errs10 = errors;
                if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                    vErrors = appendErrors(vErrors, validate119.errors);
                    errors = vErrors.length;
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.data === undefined) {
                        const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data1.data !== undefined) {
                        let data3 = data1.data;
                        if (Array.isArray(data3)) {
                            const len1 = data3.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                if (!(validate74(data3[i1], { instancePath: instancePath + "/body/data/" + i1, parentData: data3, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                                    vErrors = appendErrors(vErrors, validate74.errors);
                                    errors = vErrors.length;
                                }
                            }
                        }
                        else {
                            const err6 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/else/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                var _valid0 = _errs10 === errors;
                valid1 = _valid0;
                if (valid1) {
                    var props0 = Object.create(null);
                    props0.data = true;
                    props0.status_code = true;
                    props0.status_message = true;
                }
                ifClause0 = "else";
            }
            if (!valid1) {
                const err8 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/if", keyword: "if", params: { failingKeyword: ifClause0 } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate136.errors = vErrors;
    return errors === 0;
}
validate136.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listEventCatalogRequest = validate140;
const schema68 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listEventCatalogRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": { "filter_events": { "type": "array", "items": { "type": "string" } } } } } };
function validate140(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listEventCatalogRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate140.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.filter_events !== undefined) {
                    let data2 = data1.filter_events;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (typeof data2[i0] !== "string") {
                                const err1 = { instancePath: instancePath + "/query/filter_events/" + i0, schemaPath: "#/properties/query/properties/filter_events/items/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err1];
                                }
                                else {
                                    vErrors.push(err1);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err2 = { instancePath: instancePath + "/query/filter_events", schemaPath: "#/properties/query/properties/filter_events/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err3 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate140.errors = vErrors;
    return errors === 0;
}
validate140.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const listEventStatusResponse200 = validate141;
const schema69 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listEventStatusResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "if": { "type": "array" }, "then": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventStatusEntry.schema.json" } }, "else": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventStatusEntry.schema.json" } } } }] } } } };
function validate141(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listEventStatusResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate141.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            const _errs4 = errors;
            let valid1 = true;
            const _errs5 = errors;
            if (!(Array.isArray(data1))) {
                const err3 = {};
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            var _valid0 = _errs5 === errors;
            errors = _errs4;
            if (vErrors !== null) {
                if (_errs4) {
                    vErrors.length = _errs4;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause0;
            if (_valid0) {
                const _errs7 = errors;
                if (Array.isArray(data1)) {
                    const len0 = data1.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        if (!(validate82(data1[i0], { instancePath: instancePath + "/body/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                            vErrors = appendErrors(vErrors, validate82.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/then/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                var _valid0 = _errs7 === errors;
                valid1 = _valid0;
                ifClause0 = "then";
            }
            else {
                const _errs10 = errors;
                if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                    vErrors = appendErrors(vErrors, validate119.errors);
                    errors = vErrors.length;
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.data === undefined) {
                        const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data1.data !== undefined) {
                        let data3 = data1.data;
                        if (Array.isArray(data3)) {
                            const len1 = data3.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                if (!(validate82(data3[i1], { instancePath: instancePath + "/body/data/" + i1, parentData: data3, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                                    vErrors = appendErrors(vErrors, validate82.errors);
                                    errors = vErrors.length;
                                }
                            }
                        }
                        else {
                            const err6 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/else/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                var _valid0 = _errs10 === errors;
                valid1 = _valid0;
                if (valid1) {
                    var props0 = Object.create(null);
                    props0.data = true;
                    props0.status_code = true;
                    props0.status_message = true;
                }
                ifClause0 = "else";
            }
            if (!valid1) {
                const err8 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/if", keyword: "if", params: { failingKeyword: ifClause0 } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate141.errors = vErrors;
    return errors === 0;
}
validate141.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listEventLogResponse200 = validate145;
const schema70 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listEventLogResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "if": { "type": "array" }, "then": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventLogEntry.schema.json" } }, "else": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventLogEntry.schema.json" } } } }] } } } };
function validate145(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listEventLogResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate145.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            const _errs4 = errors;
            let valid1 = true;
            const _errs5 = errors;
            if (!(Array.isArray(data1))) {
                const err3 = {};
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            var _valid0 = _errs5 === errors;
            errors = _errs4;
            if (vErrors !== null) {
                if (_errs4) {
                    vErrors.length = _errs4;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause0;
            if (_valid0) {
                const _errs7 = errors;
                if (Array.isArray(data1)) {
                    const len0 = data1.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        if (!(validate75(data1[i0], { instancePath: instancePath + "/body/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                            vErrors = appendErrors(vErrors, validate75.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/then/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                var _valid0 = _errs7 === errors;
                valid1 = _valid0;
                ifClause0 = "then";
            }
            else {
                const _errs10 = errors;
                if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                    vErrors = appendErrors(vErrors, validate119.errors);
                    errors = vErrors.length;
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.data === undefined) {
                        const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data1.data !== undefined) {
                        let data3 = data1.data;
                        if (Array.isArray(data3)) {
                            const len1 = data3.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                if (!(validate75(data3[i1], { instancePath: instancePath + "/body/data/" + i1, parentData: data3, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                                    vErrors = appendErrors(vErrors, validate75.errors);
                                    errors = vErrors.length;
                                }
                            }
                        }
                        else {
                            const err6 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/else/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                var _valid0 = _errs10 === errors;
                valid1 = _valid0;
                if (valid1) {
                    var props0 = Object.create(null);
                    props0.data = true;
                    props0.status_code = true;
                    props0.status_message = true;
                }
                ifClause0 = "else";
            }
            if (!valid1) {
                const err8 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/if", keyword: "if", params: { failingKeyword: ifClause0 } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate145.errors = vErrors;
    return errors === 0;
}
validate145.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listEventLogRequest = validate149;
const schema71 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listEventLogRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": {} } } };
function validate149(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listEventLogRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate149.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
                const err1 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    validate149.errors = vErrors;
    return errors === 0;
}
validate149.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const listSubscriptionsResponse200 = validate150;
const schema72 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listSubscriptionsResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "if": { "type": "array" }, "then": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventSubscription.schema.json" } }, "else": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/EventSubscription.schema.json" } } } }] } } } };
function validate150(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listSubscriptionsResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate150.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            const _errs4 = errors;
            let valid1 = true;
            const _errs5 = errors;
            if (!(Array.isArray(data1))) {
                const err3 = {};
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            var _valid0 = _errs5 === errors;
            errors = _errs4;
            if (vErrors !== null) {
                if (_errs4) {
                    vErrors.length = _errs4;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause0;
            if (_valid0) {
                const _errs7 = errors;
                if (Array.isArray(data1)) {
                    const len0 = data1.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        if (!(validate90(data1[i0], { instancePath: instancePath + "/body/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                            vErrors = appendErrors(vErrors, validate90.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/then/type", keyword: "type", params: { type: "array" } };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                var _valid0 = _errs7 === errors;
                valid1 = _valid0;
                ifClause0 = "then";
            }
            else {
                const _errs10 = errors;
                if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                    vErrors = appendErrors(vErrors, validate119.errors);
                    errors = vErrors.length;
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.data === undefined) {
                        const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data1.data !== undefined) {
                        let data3 = data1.data;
                        if (Array.isArray(data3)) {
                            const len1 = data3.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                if (!(validate90(data3[i1], { instancePath: instancePath + "/body/data/" + i1, parentData: data3, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                                    vErrors = appendErrors(vErrors, validate90.errors);
                                    errors = vErrors.length;
                                }
                            }
                        }
                        else {
                            const err6 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/else/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/else/allOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
                var _valid0 = _errs10 === errors;
                valid1 = _valid0;
                if (valid1) {
                    var props0 = Object.create(null);
                    props0.data = true;
                    props0.status_code = true;
                    props0.status_message = true;
                }
                ifClause0 = "else";
            }
            if (!valid1) {
                const err8 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/if", keyword: "if", params: { failingKeyword: ifClause0 } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate150.errors = vErrors;
    return errors === 0;
}
validate150.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const createSubscriptionRequest = validate154;
const schema73 = { "$id": "urn:agentconf:schemas/5/api/operations/events/createSubscriptionRequest.schema.json", "type": "object", "required": ["body"], "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/EventSubscription.schema.json" }, { "type": "object", "required": ["identifier", "driver", "url", "event_tag"], "properties": { "identifier": {}, "driver": {}, "url": {}, "key": {}, "event_tag": {}, "score": {} }, "additionalProperties": false }] } } };
function validate154(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/createSubscriptionRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate154.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (!(data1 && typeof data1 == "object" && !Array.isArray(data1))) {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data2 = data.body;
            if (!(validate90(data2, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate90.errors);
                errors = vErrors.length;
            }
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.identifier === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "identifier" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data2.driver === undefined) {
                    const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "driver" } };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                if (data2.url === undefined) {
                    const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "url" } };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
                if (data2.event_tag === undefined) {
                    const err6 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "event_tag" } };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
                for (const key0 in data2) {
                    if (!((((((key0 === "identifier") || (key0 === "driver")) || (key0 === "url")) || (key0 === "key")) || (key0 === "event_tag")) || (key0 === "score"))) {
                        const err7 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err8 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate154.errors = vErrors;
    return errors === 0;
}
validate154.evaluated = { "props": { "path": true, "query": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listSubscriptionsOfIdentifierRequest = validate156;
const schema74 = { "$id": "urn:agentconf:schemas/5/api/operations/events/listSubscriptionsOfIdentifierRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["identifier"], "properties": { "identifier": { "type": "string" } } }, "query": { "type": "object", "properties": {} } } };
function validate156(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/listSubscriptionsOfIdentifierRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate156.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.identifier === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "identifier" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.identifier !== undefined) {
                    if (typeof data0.identifier !== "string") {
                        const err1 = { instancePath: instancePath + "/path/identifier", schemaPath: "#/properties/path/properties/identifier/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err3 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate156.errors = vErrors;
    return errors === 0;
}
validate156.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const getSubscriptionResponse200 = validate157;
const schema75 = { "$id": "urn:agentconf:schemas/5/api/operations/events/getSubscriptionResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "if": { "type": "object", "required": ["status_code"], "properties": { "status_code": {} } }, "then": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "$ref": "urn:agentconf:schemas/5/api/EventSubscription.schema.json" } } }] }, "else": { "$ref": "urn:agentconf:schemas/5/api/EventSubscription.schema.json" } } } };
function validate157(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/getSubscriptionResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate157.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            const _errs4 = errors;
            let valid1 = true;
            const _errs5 = errors;
            if (errors === _errs5) {
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if ((data1.status_code === undefined) && (missing0 = "status_code")) {
                        const err3 = {};
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                else {
                    const err4 = {};
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            var _valid0 = _errs5 === errors;
            errors = _errs4;
            if (vErrors !== null) {
                if (_errs4) {
                    vErrors.length = _errs4;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause0;
            if (_valid0) {
                const _errs7 = errors;
                if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                    vErrors = appendErrors(vErrors, validate119.errors);
                    errors = vErrors.length;
                }
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.data === undefined) {
                        const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/then/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                    if (data1.data !== undefined) {
                        if (!(validate90(data1.data, { instancePath: instancePath + "/body/data", parentData: data1, parentDataProperty: "data", rootData, dynamicAnchors }))) {
                            vErrors = appendErrors(vErrors, validate90.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err6 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/then/allOf/1/type", keyword: "type", params: { type: "object" } };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
                var _valid0 = _errs7 === errors;
                valid1 = _valid0;
                if (valid1) {
                    var props0 = Object.create(null);
                    props0.data = true;
                    props0.status_code = true;
                    props0.status_message = true;
                }
                ifClause0 = "then";
            }
            else {
                const _errs12 = errors;
                if (!(validate90(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                    vErrors = appendErrors(vErrors, validate90.errors);
                    errors = vErrors.length;
                }
                var _valid0 = _errs12 === errors;
                valid1 = _valid0;
                if (valid1) {
                    if (props0 !== true) {
                        props0 = props0 || Object.create(null);
                        props0.identifier = true;
                        props0.driver = true;
                        props0.url = true;
                        props0.key = true;
                        props0.event_tag = true;
                        props0.score = true;
                    }
                }
                ifClause0 = "else";
            }
            if (!valid1) {
                const err7 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/if", keyword: "if", params: { failingKeyword: ifClause0 } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate157.errors = vErrors;
    return errors === 0;
}
validate157.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const getSubscriptionRequest = validate161;
const schema76 = { "$id": "urn:agentconf:schemas/5/api/operations/events/getSubscriptionRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["identifier", "event_tag"], "properties": { "identifier": { "type": "string" }, "event_tag": { "type": "string" } } }, "query": { "type": "object", "properties": {} } } };
function validate161(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/getSubscriptionRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate161.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.identifier === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "identifier" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.event_tag === undefined) {
                    const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "event_tag" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                if (data0.identifier !== undefined) {
                    if (typeof data0.identifier !== "string") {
                        const err2 = { instancePath: instancePath + "/path/identifier", schemaPath: "#/properties/path/properties/identifier/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
                if (data0.event_tag !== undefined) {
                    if (typeof data0.event_tag !== "string") {
                        const err3 = { instancePath: instancePath + "/path/event_tag", schemaPath: "#/properties/path/properties/event_tag/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data3 = data.query;
            if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
                const err5 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate161.errors = vErrors;
    return errors === 0;
}
validate161.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupDomainResponse200 = validate162;
const schema77 = { "$id": "urn:agentconf:schemas/5/api/operations/events/lookupDomainResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "type": "object", "required": ["data"], "properties": { "status_code": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/statusCode" }, "status_message": { "type": "string" }, "data": { "type": "object", "properties": { "category": { "type": "object", "properties": { "id": { "type": "integer" }, "label": { "type": "string" } } } } }, "data_info": { "type": "object" } } } } };
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate163.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs0 = errors;
    let valid0 = false;
    const _errs1 = errors;
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    var _valid0 = _errs1 === errors;
    valid0 = valid0 || _valid0;
    const _errs3 = errors;
    if (typeof data === "string") {
        if (!pattern4.test(data)) {
            const err1 = { instancePath, schemaPath: "#/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]{3}\\.[0-9]{3}$" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs0;
        if (vErrors !== null) {
            if (_errs0) {
                vErrors.length = _errs0;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate163.errors = vErrors;
    return errors === 0;
}
validate163.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate162(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/lookupDomainResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate162.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.status_code !== undefined) {
                    if (!(validate163(data1.status_code, { instancePath: instancePath + "/body/status_code", parentData: data1, parentDataProperty: "status_code", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate163.errors);
                        errors = vErrors.length;
                    }
                }
                if (data1.status_message !== undefined) {
                    if (typeof data1.status_message !== "string") {
                        const err4 = { instancePath: instancePath + "/body/status_message", schemaPath: "#/properties/body/properties/status_message/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                if (data1.data !== undefined) {
                    let data4 = data1.data;
                    if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                        if (data4.category !== undefined) {
                            let data5 = data4.category;
                            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                if (data5.id !== undefined) {
                                    let data6 = data5.id;
                                    if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                                        const err5 = { instancePath: instancePath + "/body/data/category/id", schemaPath: "#/properties/body/properties/data/properties/category/properties/id/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err5];
                                        }
                                        else {
                                            vErrors.push(err5);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.label !== undefined) {
                                    if (typeof data5.label !== "string") {
                                        const err6 = { instancePath: instancePath + "/body/data/category/label", schemaPath: "#/properties/body/properties/data/properties/category/properties/label/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err6];
                                        }
                                        else {
                                            vErrors.push(err6);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err7 = { instancePath: instancePath + "/body/data/category", schemaPath: "#/properties/body/properties/data/properties/category/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err7];
                                }
                                else {
                                    vErrors.push(err7);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err8 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/properties/data/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data1.data_info !== undefined) {
                    let data8 = data1.data_info;
                    if (!(data8 && typeof data8 == "object" && !Array.isArray(data8))) {
                        const err9 = { instancePath: instancePath + "/body/data_info", schemaPath: "#/properties/body/properties/data_info/type", keyword: "type", params: { type: "object" } };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err10 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "object" } };
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
        const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
    validate162.errors = vErrors;
    return errors === 0;
}
validate162.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupDomainRequest = validate165;
const schema79 = { "$id": "urn:agentconf:schemas/5/api/operations/events/lookupDomainRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["domain"], "properties": { "domain": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/hostname" } } }, "query": { "type": "object", "properties": {} } } };
function validate166(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate166.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!(formats12.test(data))) {
            const err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "hostname" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate166.errors = vErrors;
    return errors === 0;
}
validate166.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate165(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/lookupDomainRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate165.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.domain === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "domain" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.domain !== undefined) {
                    if (!(validate166(data0.domain, { instancePath: instancePath + "/path/domain", parentData: data0, parentDataProperty: "domain", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate166.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate165.errors = vErrors;
    return errors === 0;
}
validate165.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupApplicationsResponse200 = validate168;
const schema81 = { "$id": "urn:agentconf:schemas/5/api/operations/events/lookupApplicationsResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "type": "object", "required": ["data"], "properties": { "status_code": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/statusCode" }, "status_message": { "type": "string" }, "data": { "type": "array", "items": { "type": "object", "properties": { "id": { "type": "integer" }, "tag": { "type": "string" }, "label": { "type": "string" } } } }, "data_info": { "type": "object" } } } } };
function validate169(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate169.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs0 = errors;
    let valid0 = false;
    const _errs1 = errors;
    if (!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) {
        const err0 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "integer" } };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    var _valid0 = _errs1 === errors;
    valid0 = valid0 || _valid0;
    const _errs3 = errors;
    if (typeof data === "string") {
        if (!pattern4.test(data)) {
            const err1 = { instancePath, schemaPath: "#/anyOf/1/pattern", keyword: "pattern", params: { pattern: "^[0-9]{3}\\.[0-9]{3}$" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    var _valid0 = _errs3 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs0;
        if (vErrors !== null) {
            if (_errs0) {
                vErrors.length = _errs0;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate169.errors = vErrors;
    return errors === 0;
}
validate169.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate168(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/lookupApplicationsResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate168.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.status_code !== undefined) {
                    if (!(validate169(data1.status_code, { instancePath: instancePath + "/body/status_code", parentData: data1, parentDataProperty: "status_code", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate169.errors);
                        errors = vErrors.length;
                    }
                }
                if (data1.status_message !== undefined) {
                    if (typeof data1.status_message !== "string") {
                        const err4 = { instancePath: instancePath + "/body/status_message", schemaPath: "#/properties/body/properties/status_message/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                if (data1.data !== undefined) {
                    let data4 = data1.data;
                    if (Array.isArray(data4)) {
                        const len0 = data4.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            let data5 = data4[i0];
                            if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                if (data5.id !== undefined) {
                                    let data6 = data5.id;
                                    if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                                        const err5 = { instancePath: instancePath + "/body/data/" + i0 + "/id", schemaPath: "#/properties/body/properties/data/items/properties/id/type", keyword: "type", params: { type: "integer" } };
                                        if (vErrors === null) {
                                            vErrors = [err5];
                                        }
                                        else {
                                            vErrors.push(err5);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.tag !== undefined) {
                                    if (typeof data5.tag !== "string") {
                                        const err6 = { instancePath: instancePath + "/body/data/" + i0 + "/tag", schemaPath: "#/properties/body/properties/data/items/properties/tag/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err6];
                                        }
                                        else {
                                            vErrors.push(err6);
                                        }
                                        errors++;
                                    }
                                }
                                if (data5.label !== undefined) {
                                    if (typeof data5.label !== "string") {
                                        const err7 = { instancePath: instancePath + "/body/data/" + i0 + "/label", schemaPath: "#/properties/body/properties/data/items/properties/label/type", keyword: "type", params: { type: "string" } };
                                        if (vErrors === null) {
                                            vErrors = [err7];
                                        }
                                        else {
                                            vErrors.push(err7);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err8 = { instancePath: instancePath + "/body/data/" + i0, schemaPath: "#/properties/body/properties/data/items/type", keyword: "type", params: { type: "object" } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err9 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/properties/data/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                if (data1.data_info !== undefined) {
                    let data9 = data1.data_info;
                    if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                        const err10 = { instancePath: instancePath + "/body/data_info", schemaPath: "#/properties/body/properties/data_info/type", keyword: "type", params: { type: "object" } };
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
                const err11 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
    }
    else {
        const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    validate168.errors = vErrors;
    return errors === 0;
}
validate168.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const lookupApplicationsRequest = validate171;
const schema83 = { "$id": "urn:agentconf:schemas/5/api/operations/events/lookupApplicationsRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": { "page": { "type": "integer", "minimum": 1 }, "settings_limit": { "type": "integer", "minimum": 1 }, "settings_data_format": { "type": "string" }, "settings_show_default_logo": { "type": "string" }, "filter_starts_with": { "type": "string" }, "filter_application_categories": { "type": "array", "items": { "type": "string" } } } } } };
function validate171(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/events/lookupApplicationsRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate171.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.page !== undefined) {
                    let data2 = data1.page;
                    if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                        const err1 = { instancePath: instancePath + "/query/page", schemaPath: "#/properties/query/properties/page/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                    if ((typeof data2 == "number") && (isFinite(data2))) {
                        if (data2 < 1 || isNaN(data2)) {
                            const err2 = { instancePath: instancePath + "/query/page", schemaPath: "#/properties/query/properties/page/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                    }
                }
                if (data1.settings_limit !== undefined) {
                    let data3 = data1.settings_limit;
                    if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                        const err3 = { instancePath: instancePath + "/query/settings_limit", schemaPath: "#/properties/query/properties/settings_limit/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if ((typeof data3 == "number") && (isFinite(data3))) {
                        if (data3 < 1 || isNaN(data3)) {
                            const err4 = { instancePath: instancePath + "/query/settings_limit", schemaPath: "#/properties/query/properties/settings_limit/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 } };
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
                if (data1.settings_data_format !== undefined) {
                    if (typeof data1.settings_data_format !== "string") {
                        const err5 = { instancePath: instancePath + "/query/settings_data_format", schemaPath: "#/properties/query/properties/settings_data_format/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                if (data1.settings_show_default_logo !== undefined) {
                    if (typeof data1.settings_show_default_logo !== "string") {
                        const err6 = { instancePath: instancePath + "/query/settings_show_default_logo", schemaPath: "#/properties/query/properties/settings_show_default_logo/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
                if (data1.filter_starts_with !== undefined) {
                    if (typeof data1.filter_starts_with !== "string") {
                        const err7 = { instancePath: instancePath + "/query/filter_starts_with", schemaPath: "#/properties/query/properties/filter_starts_with/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                if (data1.filter_application_categories !== undefined) {
                    let data7 = data1.filter_application_categories;
                    if (Array.isArray(data7)) {
                        const len0 = data7.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (typeof data7[i0] !== "string") {
                                const err8 = { instancePath: instancePath + "/query/filter_application_categories/" + i0, schemaPath: "#/properties/query/properties/filter_application_categories/items/type", keyword: "type", params: { type: "string" } };
                                if (vErrors === null) {
                                    vErrors = [err8];
                                }
                                else {
                                    vErrors.push(err8);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err9 = { instancePath: instancePath + "/query/filter_application_categories", schemaPath: "#/properties/query/properties/filter_application_categories/type", keyword: "type", params: { type: "array" } };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err10 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
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
        const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
    validate171.errors = vErrors;
    return errors === 0;
}
validate171.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const listApplicationsResponse200 = validate172;
const schema84 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listApplicationsResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/Application.schema.json" } } } }] } } };
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listApplicationsResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate172.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate60(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate60.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate172.errors = vErrors;
    return errors === 0;
}
validate172.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listApplicationsResponse400 = validate175;
const schema85 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listApplicationsResponse400.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "$ref": "urn:agentconf:schemas/5/api/ErrorResponse.schema.json" } } };
function validate175(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listApplicationsResponse400.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate175.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            if (!(validate71(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate71.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate175.errors = vErrors;
    return errors === 0;
}
validate175.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listApplicationsRequest = validate177;
const schema86 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listApplicationsRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": { "version": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/version" } } } } };
const schema87 = { "type": "string", "pattern": "^[0-9]+\\.[0-9]+(?:\\.[0-9]+)?$" };
const pattern9 = new RegExp("^[0-9]+\\.[0-9]+(?:\\.[0-9]+)?$", "u");
function validate178(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate178.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!pattern9.test(data)) {
            const err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[0-9]+\\.[0-9]+(?:\\.[0-9]+)?$" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate178.errors = vErrors;
    return errors === 0;
}
validate178.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate177(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listApplicationsRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate177.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.version !== undefined) {
                    if (!(validate178(data1.version, { instancePath: instancePath + "/query/version", parentData: data1, parentDataProperty: "version", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate178.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err1 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
    }
    else {
        const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    validate177.errors = vErrors;
    return errors === 0;
}
validate177.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const listApplicationCategoriesResponse200 = validate180;
const schema88 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listApplicationCategoriesResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/Category.schema.json" } } } }] } } };
function validate180(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listApplicationCategoriesResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate180.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate63(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate63.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate180.errors = vErrors;
    return errors === 0;
}
validate180.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listApplicationChangesResponse200 = validate183;
const schema89 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listApplicationChangesResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/ApplicationChangelogEntry.schema.json" } } } }] } } };
function validate183(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listApplicationChangesResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate183.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate65(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate65.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate183.errors = vErrors;
    return errors === 0;
}
validate183.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const getApplicationHierarchyResponse200 = validate186;
const schema90 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/getApplicationHierarchyResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": {} } }] } } };
function validate186(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/getApplicationHierarchyResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate186.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate186.errors = vErrors;
    return errors === 0;
}
validate186.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listIntelligenceResponse200 = validate188;
const schema91 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listIntelligenceResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/Intelligence.schema.json" } } } }] } } };
function validate188(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listIntelligenceResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate188.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate93(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate93.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate188.errors = vErrors;
    return errors === 0;
}
validate188.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listIntelligenceReleasesResponse200 = validate191;
const schema92 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listIntelligenceReleasesResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/IntelligenceReleaseLogEntry.schema.json" } } } }] } } };
function validate191(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listIntelligenceReleasesResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate191.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate95(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate95.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate191.errors = vErrors;
    return errors === 0;
}
validate191.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listProtocolsResponse200 = validate194;
const schema93 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listProtocolsResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/Protocol.schema.json" } } } }] } } };
function validate194(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listProtocolsResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate194.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate112(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate112.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate194.errors = vErrors;
    return errors === 0;
}
validate194.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listProtocolReleasesResponse200 = validate197;
const schema94 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listProtocolReleasesResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/ProtocolReleaseLogEntry.schema.json" } } } }] } } };
function validate197(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listProtocolReleasesResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate197.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate115(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate115.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate197.errors = vErrors;
    return errors === 0;
}
validate197.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const getSignatureCategoriesRequest = validate200;
const schema95 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/getSignatureCategoriesRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "required": ["version"], "properties": { "version": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/signatureVersion" } } } } };
const schema96 = { "type": "string", "pattern": "^[0-9]+(?:\\.[0-9]+){0,2}$" };
const pattern10 = new RegExp("^[0-9]+(?:\\.[0-9]+){0,2}$", "u");
function validate201(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate201.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!pattern10.test(data)) {
            const err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(?:\\.[0-9]+){0,2}$" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate201.errors = vErrors;
    return errors === 0;
}
validate201.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate200(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/getSignatureCategoriesRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate200.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.version === undefined) {
                    const err1 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/required", keyword: "required", params: { missingProperty: "version" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                if (data1.version !== undefined) {
                    if (!(validate201(data1.version, { instancePath: instancePath + "/query/version", parentData: data1, parentDataProperty: "version", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate201.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate200.errors = vErrors;
    return errors === 0;
}
validate200.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const getApplicationSignaturesResponse200 = validate203;
const schema97 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/getApplicationSignaturesResponse200.schema.json", "type": "object", "required": ["headers"], "properties": { "headers": { "type": "object", "required": ["x-sha1-hash", "x-sha256-hash"], "properties": { "x-sha1-hash": { "type": "string", "pattern": "^[0-9a-fA-F]{40}$" }, "x-sha256-hash": { "type": "string", "pattern": "^[0-9a-fA-F]{64}$" } } } } };
const pattern11 = new RegExp("^[0-9a-fA-F]{40}$", "u");
const pattern12 = new RegExp("^[0-9a-fA-F]{64}$", "u");
function validate203(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/getApplicationSignaturesResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate203.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0["x-sha1-hash"] === undefined) {
                    const err1 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/required", keyword: "required", params: { missingProperty: "x-sha1-hash" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                if (data0["x-sha256-hash"] === undefined) {
                    const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/required", keyword: "required", params: { missingProperty: "x-sha256-hash" } };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
                if (data0["x-sha1-hash"] !== undefined) {
                    let data1 = data0["x-sha1-hash"];
                    if (typeof data1 === "string") {
                        if (!pattern11.test(data1)) {
                            const err3 = { instancePath: instancePath + "/headers/x-sha1-hash", schemaPath: "#/properties/headers/properties/x-sha1-hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{40}$" } };
                            if (vErrors === null) {
                                vErrors = [err3];
                            }
                            else {
                                vErrors.push(err3);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/headers/x-sha1-hash", schemaPath: "#/properties/headers/properties/x-sha1-hash/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                if (data0["x-sha256-hash"] !== undefined) {
                    let data2 = data0["x-sha256-hash"];
                    if (typeof data2 === "string") {
                        if (!pattern12.test(data2)) {
                            const err5 = { instancePath: instancePath + "/headers/x-sha256-hash", schemaPath: "#/properties/headers/properties/x-sha256-hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-fA-F]{64}$" } };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err6 = { instancePath: instancePath + "/headers/x-sha256-hash", schemaPath: "#/properties/headers/properties/x-sha256-hash/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate203.errors = vErrors;
    return errors === 0;
}
validate203.evaluated = { "props": { "headers": true }, "dynamicProps": false, "dynamicItems": false };
export const getApplicationSignaturesRequest = validate204;
const schema98 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/getApplicationSignaturesRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "required": ["version"], "properties": { "version": { "$ref": "urn:agentconf:schemas/5/api/shared/fields.schema.json#/$defs/signatureVersion" }, "ip_version": { "type": "integer", "enum": [4, 6] } } } } };
function validate205(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate205.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (typeof data === "string") {
        if (!pattern10.test(data)) {
            const err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(?:\\.[0-9]+){0,2}$" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate205.errors = vErrors;
    return errors === 0;
}
validate205.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate204(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/getApplicationSignaturesRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate204.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.version === undefined) {
                    const err1 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/required", keyword: "required", params: { missingProperty: "version" } };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                if (data1.version !== undefined) {
                    if (!(validate205(data1.version, { instancePath: instancePath + "/query/version", parentData: data1, parentDataProperty: "version", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate205.errors);
                        errors = vErrors.length;
                    }
                }
                if (data1.ip_version !== undefined) {
                    let data3 = data1.ip_version;
                    if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                        const err2 = { instancePath: instancePath + "/query/ip_version", schemaPath: "#/properties/query/properties/ip_version/type", keyword: "type", params: { type: "integer" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                    if (!((data3 === 4) || (data3 === 6))) {
                        const err3 = { instancePath: instancePath + "/query/ip_version", schemaPath: "#/properties/query/properties/ip_version/enum", keyword: "enum", params: { allowedValues: schema98.properties.query.properties.ip_version.enum } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate204.errors = vErrors;
    return errors === 0;
}
validate204.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const listLicensesResponse200Netifyd = validate207;
const schema100 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listLicensesResponse200Netifyd.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/AgentLicense.schema.json" } } } }] } } };
function validate207(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listLicensesResponse200Netifyd.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate207.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate52(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate52.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate207.errors = vErrors;
    return errors === 0;
}
validate207.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listLicensesResponse200Object = validate210;
const schema101 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listLicensesResponse200Object.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "urn:agentconf:schemas/5/api/LicenseObject.schema.json" } } } }] } } };
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listLicensesResponse200Object.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate210.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    if (Array.isArray(data2)) {
                        const len0 = data2.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            if (!(validate102(data2[i0], { instancePath: instancePath + "/body/data/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                                vErrors = appendErrors(vErrors, validate102.errors);
                                errors = vErrors.length;
                            }
                        }
                    }
                    else {
                        const err4 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/type", keyword: "type", params: { type: "array" } };
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
                const err5 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate210.errors = vErrors;
    return errors === 0;
}
validate210.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const listLicensesRequest = validate213;
const schema102 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/listLicensesRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": { "format": { "type": "string", "enum": ["netifyd", "agentd", "object"] } } } } };
function validate213(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/listLicensesRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate213.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.format !== undefined) {
                    let data2 = data1.format;
                    if (typeof data2 !== "string") {
                        const err1 = { instancePath: instancePath + "/query/format", schemaPath: "#/properties/query/properties/format/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                    if (!(((data2 === "netifyd") || (data2 === "agentd")) || (data2 === "object"))) {
                        const err2 = { instancePath: instancePath + "/query/format", schemaPath: "#/properties/query/properties/format/enum", keyword: "enum", params: { allowedValues: schema102.properties.query.properties.format.enum } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err3 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate213.errors = vErrors;
    return errors === 0;
}
validate213.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const createLicenseResponse200Netifyd = validate214;
const schema103 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/createLicenseResponse200Netifyd.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "$ref": "urn:agentconf:schemas/5/api/AgentLicense.schema.json" } } }] } } };
function validate214(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/createLicenseResponse200Netifyd.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate214.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    if (!(validate52(data1.data, { instancePath: instancePath + "/body/data", parentData: data1, parentDataProperty: "data", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate52.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate214.errors = vErrors;
    return errors === 0;
}
validate214.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const createLicenseResponse200Object = validate217;
const schema104 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/createLicenseResponse200Object.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "required": ["data"], "properties": { "data": { "$ref": "urn:agentconf:schemas/5/api/LicenseObject.schema.json" } } }] } } };
function validate217(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/createLicenseResponse200Object.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate217.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data === undefined) {
                    const err3 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/required", keyword: "required", params: { missingProperty: "data" } };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data1.data !== undefined) {
                    if (!(validate102(data1.data, { instancePath: instancePath + "/body/data", parentData: data1, parentDataProperty: "data", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate102.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate217.errors = vErrors;
    return errors === 0;
}
validate217.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const createLicenseRequest = validate220;
const schema105 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/createLicenseRequest.schema.json", "type": "object", "required": ["body"], "properties": { "path": { "type": "object", "properties": {} }, "query": { "type": "object", "properties": { "format": { "type": "string", "enum": ["netifyd", "agentd", "object"] } } }, "body": { "$ref": "urn:agentconf:schemas/5/api/LicenseCreateRequest.schema.json" } } };
function validate220(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/createLicenseRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate220.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.body === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.path !== undefined) {
            let data0 = data.path;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err1 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data1 = data.query;
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.format !== undefined) {
                    let data2 = data1.format;
                    if (typeof data2 !== "string") {
                        const err2 = { instancePath: instancePath + "/query/format", schemaPath: "#/properties/query/properties/format/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                    if (!(((data2 === "netifyd") || (data2 === "agentd")) || (data2 === "object"))) {
                        const err3 = { instancePath: instancePath + "/query/format", schemaPath: "#/properties/query/properties/format/enum", keyword: "enum", params: { allowedValues: schema105.properties.query.properties.format.enum } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            if (!(validate99(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate99.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate220.errors = vErrors;
    return errors === 0;
}
validate220.evaluated = { "props": { "path": true, "query": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const getLicenseRequest = validate222;
const schema106 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/getLicenseRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["serial"], "properties": { "serial": { "type": "string" } } }, "query": { "type": "object", "properties": { "format": { "type": "string", "enum": ["netifyd", "agentd", "object"] } } } } };
function validate222(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/getLicenseRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate222.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.serial === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "serial" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.serial !== undefined) {
                    if (typeof data0.serial !== "string") {
                        const err1 = { instancePath: instancePath + "/path/serial", schemaPath: "#/properties/path/properties/serial/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.format !== undefined) {
                    let data3 = data2.format;
                    if (typeof data3 !== "string") {
                        const err3 = { instancePath: instancePath + "/query/format", schemaPath: "#/properties/query/properties/format/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    if (!(((data3 === "netifyd") || (data3 === "agentd")) || (data3 === "object"))) {
                        const err4 = { instancePath: instancePath + "/query/format", schemaPath: "#/properties/query/properties/format/enum", keyword: "enum", params: { allowedValues: schema106.properties.query.properties.format.enum } };
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
                const err5 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    else {
        const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    validate222.errors = vErrors;
    return errors === 0;
}
validate222.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const deleteLicenseResponse200 = validate223;
const schema107 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/deleteLicenseResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" } } };
function validate223(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/deleteLicenseResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate223.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            if (!(validate119(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    validate223.errors = vErrors;
    return errors === 0;
}
validate223.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const deleteLicenseRequest = validate225;
const schema108 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/deleteLicenseRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["serial"], "properties": { "serial": { "type": "string" } } }, "query": { "type": "object", "properties": {} } } };
function validate225(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/deleteLicenseRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate225.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.serial === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "serial" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.serial !== undefined) {
                    if (typeof data0.serial !== "string") {
                        const err1 = { instancePath: instancePath + "/path/serial", schemaPath: "#/properties/path/properties/serial/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err3 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate225.errors = vErrors;
    return errors === 0;
}
validate225.evaluated = { "props": { "path": true, "query": true }, "dynamicProps": false, "dynamicItems": false };
export const renewLicenseResponse200 = validate226;
const schema109 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/renewLicenseResponse200.schema.json", "type": "object", "required": ["headers", "body"], "properties": { "headers": { "type": "object", "properties": {} }, "body": { "allOf": [{ "$ref": "urn:agentconf:schemas/5/api/StatusResponse.schema.json" }, { "type": "object", "properties": { "data": { "anyOf": [{ "$ref": "urn:agentconf:schemas/5/api/AgentLicense.schema.json" }, { "$ref": "urn:agentconf:schemas/5/api/LicenseObject.schema.json" }] } } }] } } };
function validate226(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/renewLicenseResponse200.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate226.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.headers === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "headers" } };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.body === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "body" } };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.headers !== undefined) {
            let data0 = data.headers;
            if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                const err2 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            let data1 = data.body;
            if (!(validate119(data1, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate119.errors);
                errors = vErrors.length;
            }
            if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.data !== undefined) {
                    let data2 = data1.data;
                    const _errs8 = errors;
                    let valid3 = false;
                    const _errs9 = errors;
                    if (!(validate52(data2, { instancePath: instancePath + "/body/data", parentData: data1, parentDataProperty: "data", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate52.errors);
                        errors = vErrors.length;
                    }
                    var _valid0 = _errs9 === errors;
                    valid3 = valid3 || _valid0;
                    if (_valid0) {
                        var props0 = true;
                    }
                    const _errs10 = errors;
                    if (!(validate102(data2, { instancePath: instancePath + "/body/data", parentData: data1, parentDataProperty: "data", rootData, dynamicAnchors }))) {
                        vErrors = appendErrors(vErrors, validate102.errors);
                        errors = vErrors.length;
                    }
                    var _valid0 = _errs10 === errors;
                    valid3 = valid3 || _valid0;
                    if (_valid0) {
                        if (props0 !== true) {
                            props0 = props0 || Object.create(null);
                            props0.version = true;
                            props0.serial = true;
                            props0.issued_to = true;
                            props0.renewable = true;
                            props0.transferable = true;
                            props0.signature = true;
                            props0.entitlements = true;
                            props0.expire_at = true;
                            props0.created_at = true;
                        }
                    }
                    if (!valid3) {
                        const err3 = { instancePath: instancePath + "/body/data", schemaPath: "#/properties/body/allOf/1/properties/data/anyOf", keyword: "anyOf", params: {} };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                    else {
                        errors = _errs8;
                        if (vErrors !== null) {
                            if (_errs8) {
                                vErrors.length = _errs8;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/body", schemaPath: "#/properties/body/allOf/1/type", keyword: "type", params: { type: "object" } };
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
        const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    validate226.errors = vErrors;
    return errors === 0;
}
validate226.evaluated = { "props": { "headers": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
export const renewLicenseRequest = validate230;
const schema110 = { "$id": "urn:agentconf:schemas/5/api/operations/integrator/renewLicenseRequest.schema.json", "type": "object", "properties": { "path": { "type": "object", "required": ["serial"], "properties": { "serial": { "type": "string" } } }, "query": { "type": "object", "properties": {} }, "body": { "$ref": "urn:agentconf:schemas/5/api/LicenseRenewRequest.schema.json" } } };
function validate230(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="urn:agentconf:schemas/5/api/operations/integrator/renewLicenseRequest.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate230.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.path !== undefined) {
            let data0 = data.path;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.serial === undefined) {
                    const err0 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/required", keyword: "required", params: { missingProperty: "serial" } };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
                if (data0.serial !== undefined) {
                    if (typeof data0.serial !== "string") {
                        const err1 = { instancePath: instancePath + "/path/serial", schemaPath: "#/properties/path/properties/serial/type", keyword: "type", params: { type: "string" } };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.query !== undefined) {
            let data2 = data.query;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                const err3 = { instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" } };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.body !== undefined) {
            if (!(validate109(data.body, { instancePath: instancePath + "/body", parentData: data, parentDataProperty: "body", rootData, dynamicAnchors }))) {
                vErrors = appendErrors(vErrors, validate109.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    validate230.errors = vErrors;
    return errors === 0;
}
validate230.evaluated = { "props": { "path": true, "query": true, "body": true }, "dynamicProps": false, "dynamicItems": false };
// The members each object lists (see above).
const known0 = new Set(Object.keys(schema19.properties));
const known1 = new Set(Object.keys(schema45.properties));
