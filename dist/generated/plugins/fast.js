// Precompiled validators, one per kind, of each schema with no unknown key allowed, stopping at the first error: the fast pass of a lint.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
// @ts-nocheck
export const procAggregator = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/proc-aggregator.known-keys.schema.json","type":"object","required":["aggregator","batched_rows","compressor","format","log_interval","privacy_mode","sinks"],"properties":{"aggregator":{"type":"integer","minimum":0},"log_interval":{"type":"integer","minimum":1},"privacy_mode":{"type":"boolean"},"format":{"type":"string","enum":["json","msgpack"]},"compressor":{"type":"string","enum":["none","gz"]},"batched_rows":{"type":"integer","minimum":0},"nested":{"type":"boolean"},"nested_mode":{"type":"boolean"},"criteria":{"anyOf":[{"type":"object"},{"type":"array","items":{"type":"string","pattern":";\\s*$"}}]},"sinks":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"type":"object","properties":{"enable":{"type":"boolean"},"format":{"type":"string","enum":["json","msgpack"]},"compressor":{"type":"string","enum":["none","gz"]}}}}}},"anyOf":[{"type":"object","required":["nested"],"properties":{"nested":{}}},{"type":"object","required":["nested_mode"],"properties":{"nested_mode":{}}}],"$defs":{"enums.compressor":{"type":"string","enum":["none","gz"]},"enums.format":{"type":"string","enum":["json","msgpack"]},"sinks.channel":{"type":"object","properties":{"enable":{"type":"boolean"},"format":{"$ref":"#/$defs/enums.format"},"compressor":{"$ref":"#/$defs/enums.compressor"}}},"sinks.sinks":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"$ref":"#/$defs/sinks.channel"}}}},"allOf":[{"properties":{"aggregator":true,"log_interval":true,"privacy_mode":true,"format":true,"compressor":true,"batched_rows":true,"nested":true,"nested_mode":true,"criteria":{"items":true},"sinks":{"additionalProperties":{"additionalProperties":{"properties":{"enable":true,"format":true,"compressor":true},"additionalProperties":false}}}},"additionalProperties":false}]};
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp(";\\s*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/proc-aggregator.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.nested === undefined) && (missing0 = "nested")){
const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
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
if(_valid0){
var props0 = Object.create(null);
props0.nested = true;
}
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.nested_mode === undefined) && (missing1 = "nested_mode")){
const err2 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || Object.create(null);
props0.nested_mode = true;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs7 = errors;
for(const key0 in data){
if(!(known0.has(key0))){
validate20.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs7 === errors){
if(data.criteria !== undefined){
const _errs8 = errors;
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.sinks !== undefined){
let data1 = data.sinks;
const _errs9 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
const _errs11 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
const _errs13 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key3 in data3){
if(!(((key3 === "enable") || (key3 === "format")) || (key3 === "compressor"))){
validate20.errors = [{instancePath:instancePath+"/sinks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/sinks/additionalProperties/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
var valid1 = _errs6 === errors;
if(valid1){
if(props0 !== true){
props0 = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((((((data.aggregator === undefined) && (missing2 = "aggregator")) || ((data.batched_rows === undefined) && (missing2 = "batched_rows"))) || ((data.compressor === undefined) && (missing2 = "compressor"))) || ((data.format === undefined) && (missing2 = "format"))) || ((data.log_interval === undefined) && (missing2 = "log_interval"))) || ((data.privacy_mode === undefined) && (missing2 = "privacy_mode"))) || ((data.sinks === undefined) && (missing2 = "sinks"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || Object.create(null);
props0.aggregator = true;
props0.log_interval = true;
props0.privacy_mode = true;
props0.format = true;
props0.compressor = true;
props0.batched_rows = true;
props0.nested = true;
props0.nested_mode = true;
props0.criteria = true;
props0.sinks = true;
}
if(data.aggregator !== undefined){
let data4 = data.aggregator;
const _errs15 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate20.errors = [{instancePath:instancePath+"/aggregator",schemaPath:"#/properties/aggregator/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate20.errors = [{instancePath:instancePath+"/aggregator",schemaPath:"#/properties/aggregator/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.log_interval !== undefined){
let data5 = data.log_interval;
const _errs17 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate20.errors = [{instancePath:instancePath+"/log_interval",schemaPath:"#/properties/log_interval/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs17){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate20.errors = [{instancePath:instancePath+"/log_interval",schemaPath:"#/properties/log_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.privacy_mode !== undefined){
const _errs19 = errors;
if(typeof data.privacy_mode !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/privacy_mode",schemaPath:"#/properties/privacy_mode/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.format !== undefined){
let data7 = data.format;
const _errs21 = errors;
if(typeof data7 !== "string"){
validate20.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data7 === "json") || (data7 === "msgpack"))){
validate20.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema31.properties.format.enum}}];
return false;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.compressor !== undefined){
let data8 = data.compressor;
const _errs23 = errors;
if(typeof data8 !== "string"){
validate20.errors = [{instancePath:instancePath+"/compressor",schemaPath:"#/properties/compressor/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data8 === "none") || (data8 === "gz"))){
validate20.errors = [{instancePath:instancePath+"/compressor",schemaPath:"#/properties/compressor/enum",keyword:"enum",params:{allowedValues: schema31.properties.compressor.enum}}];
return false;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.batched_rows !== undefined){
let data9 = data.batched_rows;
const _errs25 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate20.errors = [{instancePath:instancePath+"/batched_rows",schemaPath:"#/properties/batched_rows/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs25){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate20.errors = [{instancePath:instancePath+"/batched_rows",schemaPath:"#/properties/batched_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.nested !== undefined){
const _errs27 = errors;
if(typeof data.nested !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/nested",schemaPath:"#/properties/nested/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.nested_mode !== undefined){
const _errs29 = errors;
if(typeof data.nested_mode !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/nested_mode",schemaPath:"#/properties/nested_mode/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.criteria !== undefined){
let data12 = data.criteria;
const _errs31 = errors;
const _errs32 = errors;
let valid6 = false;
const _errs33 = errors;
if(!(data12 && typeof data12 == "object" && !Array.isArray(data12))){
const err5 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid6 = valid6 || _valid1;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data12)){
var valid7 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
const _errs37 = errors;
if(errors === _errs37){
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
const err6 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: ";\\s*$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/anyOf/1/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid7 = _errs37 === errors;
if(!valid7){
break;
}
}
}
else {
const err8 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/anyOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid1 = _errs35 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err9 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.sinks !== undefined){
let data14 = data.sinks;
const _errs39 = errors;
if(errors === _errs39){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key4 in data14){
let data15 = data14[key4];
const _errs42 = errors;
if(errors === _errs42){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key5 in data15){
let data16 = data15[key5];
const _errs45 = errors;
if(errors === _errs45){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.enable !== undefined){
const _errs47 = errors;
if(typeof data16.enable !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/enable/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid10 = _errs47 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data16.format !== undefined){
let data18 = data16.format;
const _errs49 = errors;
if(typeof data18 !== "string"){
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/format",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/format/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data18 === "json") || (data18 === "msgpack"))){
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/format",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/format/enum",keyword:"enum",params:{allowedValues: schema31.properties.sinks.additionalProperties.additionalProperties.properties.format.enum}}];
return false;
}
var valid10 = _errs49 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data16.compressor !== undefined){
let data19 = data16.compressor;
const _errs51 = errors;
if(typeof data19 !== "string"){
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/compressor",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data19 === "none") || (data19 === "gz"))){
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/compressor",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/enum",keyword:"enum",params:{allowedValues: schema31.properties.sinks.additionalProperties.additionalProperties.properties.compressor.enum}}];
return false;
}
var valid10 = _errs51 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs45 === errors;
if(!valid9){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid8 = _errs42 === errors;
if(!valid8){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/sinks",schemaPath:"#/properties/sinks/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const procCore = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/proc-core.known-keys.schema.json","type":"object","properties":{"format":{"type":"string","enum":["json","msgpack"]},"compressor":{"type":"string","enum":["none","gz"]},"types":{"type":"array","items":{"type":"string","enum":["stream-flows","stream-stats","legacy-http","legacy-socket"]}},"flow_filters":{"type":"array","items":{"type":"string"}},"sinks":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"type":"object","properties":{"enable":{"anyOf":[{"type":"boolean"},{}]},"format":{"type":"string","enum":["json","msgpack"]},"compressor":{"type":"string","enum":["none","gz"]},"types":{"type":"array","items":{"type":"string","enum":["stream-flows","stream-stats","legacy-http","legacy-socket"]}}},"required":["types"]}}}},"$defs":{"channel":{"type":"object","properties":{"enable":{"anyOf":[{"type":"boolean"},{}]},"format":{"$ref":"#/$defs/enums.format"},"compressor":{"$ref":"#/$defs/enums.compressor"},"types":{"type":"array","items":{"$ref":"#/$defs/streamType"}}},"required":["types"]},"enums.compressor":{"type":"string","enum":["none","gz"]},"enums.format":{"type":"string","enum":["json","msgpack"]},"sinks":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"$ref":"#/$defs/channel"}}},"streamType":{"type":"string","enum":["stream-flows","stream-stats","legacy-http","legacy-socket"]}},"allOf":[{"properties":{"format":true,"compressor":true,"types":{"items":true},"flow_filters":{"items":true},"sinks":{"additionalProperties":{"additionalProperties":{"properties":{"enable":true,"format":true,"compressor":true,"types":{"items":true}},"additionalProperties":false}}}},"additionalProperties":false}]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/proc-core.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs2 = errors;
for(const key0 in data){
if(!(((((key0 === "format") || (key0 === "compressor")) || (key0 === "types")) || (key0 === "flow_filters")) || (key0 === "sinks"))){
validate21.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs2 === errors){
if(data.types !== undefined){
const _errs3 = errors;
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.flow_filters !== undefined){
const _errs4 = errors;
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.sinks !== undefined){
let data2 = data.sinks;
const _errs5 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
const _errs7 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
let data4 = data3[key2];
const _errs9 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
if(!((((key3 === "enable") || (key3 === "format")) || (key3 === "compressor")) || (key3 === "types"))){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/sinks/additionalProperties/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format !== undefined){
let data6 = data.format;
const _errs12 = errors;
if(typeof data6 !== "string"){
validate21.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data6 === "json") || (data6 === "msgpack"))){
validate21.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema32.properties.format.enum}}];
return false;
}
var valid5 = _errs12 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.compressor !== undefined){
let data7 = data.compressor;
const _errs14 = errors;
if(typeof data7 !== "string"){
validate21.errors = [{instancePath:instancePath+"/compressor",schemaPath:"#/properties/compressor/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data7 === "none") || (data7 === "gz"))){
validate21.errors = [{instancePath:instancePath+"/compressor",schemaPath:"#/properties/compressor/enum",keyword:"enum",params:{allowedValues: schema32.properties.compressor.enum}}];
return false;
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.types !== undefined){
let data8 = data.types;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data8)){
var valid6 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs18 = errors;
if(typeof data9 !== "string"){
validate21.errors = [{instancePath:instancePath+"/types/" + i0,schemaPath:"#/properties/types/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data9 === "stream-flows") || (data9 === "stream-stats")) || (data9 === "legacy-http")) || (data9 === "legacy-socket"))){
validate21.errors = [{instancePath:instancePath+"/types/" + i0,schemaPath:"#/properties/types/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.types.items.enum}}];
return false;
}
var valid6 = _errs18 === errors;
if(!valid6){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/types",schemaPath:"#/properties/types/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.flow_filters !== undefined){
let data10 = data.flow_filters;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data10)){
var valid7 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs22 = errors;
if(typeof data10[i1] !== "string"){
validate21.errors = [{instancePath:instancePath+"/flow_filters/" + i1,schemaPath:"#/properties/flow_filters/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs22 === errors;
if(!valid7){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/flow_filters",schemaPath:"#/properties/flow_filters/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.sinks !== undefined){
let data12 = data.sinks;
const _errs24 = errors;
if(errors === _errs24){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key4 in data12){
let data13 = data12[key4];
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key5 in data13){
let data14 = data13[key5];
const _errs30 = errors;
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing0;
if((data14.types === undefined) && (missing0 = "types")){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data14.enable !== undefined){
const _errs32 = errors;
const _errs33 = errors;
let valid11 = false;
const _errs34 = errors;
if(typeof data14.enable !== "boolean"){
const err0 = {instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/enable/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid11 = valid11 || _valid0;
var _valid0 = true;
valid11 = valid11 || _valid0;
if(!valid11){
const err1 = {instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/enable/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs32 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data14.format !== undefined){
let data16 = data14.format;
const _errs36 = errors;
if(typeof data16 !== "string"){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/format",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/format/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data16 === "json") || (data16 === "msgpack"))){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/format",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/format/enum",keyword:"enum",params:{allowedValues: schema32.properties.sinks.additionalProperties.additionalProperties.properties.format.enum}}];
return false;
}
var valid10 = _errs36 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data14.compressor !== undefined){
let data17 = data14.compressor;
const _errs38 = errors;
if(typeof data17 !== "string"){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/compressor",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data17 === "none") || (data17 === "gz"))){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/compressor",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/compressor/enum",keyword:"enum",params:{allowedValues: schema32.properties.sinks.additionalProperties.additionalProperties.properties.compressor.enum}}];
return false;
}
var valid10 = _errs38 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data14.types !== undefined){
let data18 = data14.types;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data18)){
var valid12 = true;
const len2 = data18.length;
for(let i2=0; i2<len2; i2++){
let data19 = data18[i2];
const _errs42 = errors;
if(typeof data19 !== "string"){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/types/" + i2,schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/types/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data19 === "stream-flows") || (data19 === "stream-stats")) || (data19 === "legacy-http")) || (data19 === "legacy-socket"))){
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/types/" + i2,schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/types/items/enum",keyword:"enum",params:{allowedValues: schema32.properties.sinks.additionalProperties.additionalProperties.properties.types.items.enum}}];
return false;
}
var valid12 = _errs42 === errors;
if(!valid12){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/types",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/properties/types/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid10 = _errs40 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs30 === errors;
if(!valid9){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/sinks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid8 = _errs27 === errors;
if(!valid8){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/sinks",schemaPath:"#/properties/sinks/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const procDevDiscovery = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/proc-dev-discovery.known-keys.schema.json","type":"object","properties":{"format":{"type":"string","enum":["json","msgpack"]},"compressor":{"type":"string","enum":["none","gz"]},"max_confidence":{"type":"integer","minimum":0,"maximum":100},"max_devices":{"type":"integer","minimum":0},"max_device_age":{"type":"integer","minimum":0},"max_ja4_clients":{"anyOf":[{"type":"integer","minimum":0},{"type":"object","required":["max"],"properties":{"max":{"type":"integer","minimum":0},"update_min":{"type":"integer","minimum":0},"update_ttl":{"type":"integer","minimum":0}}}]},"max_mdns_services":{"anyOf":[{"type":"integer","minimum":0},{"type":"object","required":["max"],"properties":{"max":{"type":"integer","minimum":0},"update_min":{"type":"integer","minimum":0},"update_ttl":{"type":"integer","minimum":0}}}]},"max_http_user_agents":{"anyOf":[{"type":"integer","minimum":0},{"type":"object","required":["max"],"properties":{"max":{"type":"integer","minimum":0},"update_min":{"type":"integer","minimum":0},"update_ttl":{"type":"integer","minimum":0}}}]},"max_ssdp_user_agents":{"anyOf":[{"type":"integer","minimum":0},{"type":"object","required":["max"],"properties":{"max":{"type":"integer","minimum":0},"update_min":{"type":"integer","minimum":0},"update_ttl":{"type":"integer","minimum":0}}}]},"path_device_cache":{"type":"string","minLength":1},"process_all_macs":{"type":"boolean"},"device_mac_ignore":{"type":"array","items":{"type":"string","pattern":"^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$"}},"cloud_api":{"type":"object","properties":{"enable":{"type":"boolean"}}},"netify_api":{"type":"object","properties":{"enable":{"type":"boolean"}}},"sinks":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"type":"object","allOf":[{"type":"object","properties":{"enable":{"type":"boolean"},"format":{"type":"string","enum":["json","msgpack"]},"compressor":{"type":"string","enum":["none","gz"]}}},{"type":"object","properties":{"flush":{"type":"boolean"}}}]}}}},"$defs":{"channel":{"type":"object","allOf":[{"$ref":"#/$defs/sinks.channel"},{"type":"object","properties":{"flush":{"type":"boolean"}}}]},"cloudDiscovery":{"type":"object","properties":{"enable":{"type":"boolean"}}},"enums.compressor":{"type":"string","enum":["none","gz"]},"enums.format":{"type":"string","enum":["json","msgpack"]},"enums.macAddress":{"type":"string","pattern":"^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$"},"enums.path":{"type":"string","minLength":1},"perMacLimit":{"anyOf":[{"type":"integer","minimum":0},{"type":"object","required":["max"],"properties":{"max":{"type":"integer","minimum":0},"update_min":{"type":"integer","minimum":0},"update_ttl":{"type":"integer","minimum":0}}}]},"sinks":{"type":"object","additionalProperties":{"type":"object","additionalProperties":{"$ref":"#/$defs/channel"}}},"sinks.channel":{"type":"object","properties":{"enable":{"type":"boolean"},"format":{"$ref":"#/$defs/enums.format"},"compressor":{"$ref":"#/$defs/enums.compressor"}}}},"allOf":[{"properties":{"format":true,"compressor":true,"max_confidence":true,"max_devices":true,"max_device_age":true,"max_ja4_clients":{"properties":{"max":true,"update_min":true,"update_ttl":true},"additionalProperties":false},"max_mdns_services":{"properties":{"max":true,"update_min":true,"update_ttl":true},"additionalProperties":false},"max_http_user_agents":{"properties":{"max":true,"update_min":true,"update_ttl":true},"additionalProperties":false},"max_ssdp_user_agents":{"properties":{"max":true,"update_min":true,"update_ttl":true},"additionalProperties":false},"path_device_cache":true,"process_all_macs":true,"device_mac_ignore":{"items":true},"cloud_api":{"properties":{"enable":true},"additionalProperties":false},"netify_api":{"properties":{"enable":true},"additionalProperties":false},"sinks":{"additionalProperties":{"additionalProperties":{"properties":{"enable":true,"format":true,"compressor":true,"flush":true},"additionalProperties":false}}}},"additionalProperties":false}]};
const pattern5 = new RegExp("^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/proc-dev-discovery.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs2 = errors;
for(const key0 in data){
if(!(known1.has(key0))){
validate22.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs2 === errors){
if(data.max_ja4_clients !== undefined){
let data0 = data.max_ja4_clients;
const _errs3 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(((key1 === "max") || (key1 === "update_min")) || (key1 === "update_ttl"))){
validate22.errors = [{instancePath:instancePath+"/max_ja4_clients",schemaPath:"#/allOf/0/properties/max_ja4_clients/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.max_mdns_services !== undefined){
let data1 = data.max_mdns_services;
const _errs5 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
if(!(((key2 === "max") || (key2 === "update_min")) || (key2 === "update_ttl"))){
validate22.errors = [{instancePath:instancePath+"/max_mdns_services",schemaPath:"#/allOf/0/properties/max_mdns_services/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.max_http_user_agents !== undefined){
let data2 = data.max_http_user_agents;
const _errs7 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
if(!(((key3 === "max") || (key3 === "update_min")) || (key3 === "update_ttl"))){
validate22.errors = [{instancePath:instancePath+"/max_http_user_agents",schemaPath:"#/allOf/0/properties/max_http_user_agents/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.max_ssdp_user_agents !== undefined){
let data3 = data.max_ssdp_user_agents;
const _errs9 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key4 in data3){
if(!(((key4 === "max") || (key4 === "update_min")) || (key4 === "update_ttl"))){
validate22.errors = [{instancePath:instancePath+"/max_ssdp_user_agents",schemaPath:"#/allOf/0/properties/max_ssdp_user_agents/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}}];
return false;
break;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.device_mac_ignore !== undefined){
const _errs11 = errors;
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cloud_api !== undefined){
let data5 = data.cloud_api;
const _errs12 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key5 in data5){
if(!(key5 === "enable")){
validate22.errors = [{instancePath:instancePath+"/cloud_api",schemaPath:"#/allOf/0/properties/cloud_api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5}}];
return false;
break;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.netify_api !== undefined){
let data6 = data.netify_api;
const _errs14 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key6 in data6){
if(!(key6 === "enable")){
validate22.errors = [{instancePath:instancePath+"/netify_api",schemaPath:"#/allOf/0/properties/netify_api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6}}];
return false;
break;
}
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.sinks !== undefined){
let data7 = data.sinks;
const _errs16 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key7 in data7){
let data8 = data7[key7];
const _errs18 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key8 in data8){
let data9 = data8[key8];
const _errs20 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key9 in data9){
if(!((((key9 === "enable") || (key9 === "format")) || (key9 === "compressor")) || (key9 === "flush"))){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/sinks/additionalProperties/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9}}];
return false;
break;
}
}
}
var valid3 = _errs20 === errors;
if(!valid3){
break;
}
}
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format !== undefined){
let data10 = data.format;
const _errs22 = errors;
if(typeof data10 !== "string"){
validate22.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data10 === "json") || (data10 === "msgpack"))){
validate22.errors = [{instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema33.properties.format.enum}}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.compressor !== undefined){
let data11 = data.compressor;
const _errs24 = errors;
if(typeof data11 !== "string"){
validate22.errors = [{instancePath:instancePath+"/compressor",schemaPath:"#/properties/compressor/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data11 === "none") || (data11 === "gz"))){
validate22.errors = [{instancePath:instancePath+"/compressor",schemaPath:"#/properties/compressor/enum",keyword:"enum",params:{allowedValues: schema33.properties.compressor.enum}}];
return false;
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_confidence !== undefined){
let data12 = data.max_confidence;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate22.errors = [{instancePath:instancePath+"/max_confidence",schemaPath:"#/properties/max_confidence/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 100 || isNaN(data12)){
validate22.errors = [{instancePath:instancePath+"/max_confidence",schemaPath:"#/properties/max_confidence/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100}}];
return false;
}
else {
if(data12 < 0 || isNaN(data12)){
validate22.errors = [{instancePath:instancePath+"/max_confidence",schemaPath:"#/properties/max_confidence/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_devices !== undefined){
let data13 = data.max_devices;
const _errs28 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate22.errors = [{instancePath:instancePath+"/max_devices",schemaPath:"#/properties/max_devices/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate22.errors = [{instancePath:instancePath+"/max_devices",schemaPath:"#/properties/max_devices/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_device_age !== undefined){
let data14 = data.max_device_age;
const _errs30 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate22.errors = [{instancePath:instancePath+"/max_device_age",schemaPath:"#/properties/max_device_age/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate22.errors = [{instancePath:instancePath+"/max_device_age",schemaPath:"#/properties/max_device_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_ja4_clients !== undefined){
let data15 = data.max_ja4_clients;
const _errs32 = errors;
const _errs33 = errors;
let valid5 = false;
const _errs34 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err0 = {instancePath:instancePath+"/max_ja4_clients",schemaPath:"#/properties/max_ja4_clients/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs34){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err1 = {instancePath:instancePath+"/max_ja4_clients",schemaPath:"#/properties/max_ja4_clients/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs34 === errors;
valid5 = valid5 || _valid0;
const _errs36 = errors;
if(errors === _errs36){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing0;
if((data15.max === undefined) && (missing0 = "max")){
const err2 = {instancePath:instancePath+"/max_ja4_clients",schemaPath:"#/properties/max_ja4_clients/anyOf/1/required",keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data15.max !== undefined){
let data16 = data15.max;
const _errs38 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err3 = {instancePath:instancePath+"/max_ja4_clients/max",schemaPath:"#/properties/max_ja4_clients/anyOf/1/properties/max/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors === _errs38){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err4 = {instancePath:instancePath+"/max_ja4_clients/max",schemaPath:"#/properties/max_ja4_clients/anyOf/1/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var valid6 = _errs38 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.update_min !== undefined){
let data17 = data15.update_min;
const _errs40 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err5 = {instancePath:instancePath+"/max_ja4_clients/update_min",schemaPath:"#/properties/max_ja4_clients/anyOf/1/properties/update_min/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs40){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err6 = {instancePath:instancePath+"/max_ja4_clients/update_min",schemaPath:"#/properties/max_ja4_clients/anyOf/1/properties/update_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.update_ttl !== undefined){
let data18 = data15.update_ttl;
const _errs42 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err7 = {instancePath:instancePath+"/max_ja4_clients/update_ttl",schemaPath:"#/properties/max_ja4_clients/anyOf/1/properties/update_ttl/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors === _errs42){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err8 = {instancePath:instancePath+"/max_ja4_clients/update_ttl",schemaPath:"#/properties/max_ja4_clients/anyOf/1/properties/update_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/max_ja4_clients",schemaPath:"#/properties/max_ja4_clients/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs36 === errors;
valid5 = valid5 || _valid0;
if(_valid0){
var props0 = Object.create(null);
props0.max = true;
props0.update_min = true;
props0.update_ttl = true;
}
if(!valid5){
const err10 = {instancePath:instancePath+"/max_ja4_clients",schemaPath:"#/properties/max_ja4_clients/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_mdns_services !== undefined){
let data19 = data.max_mdns_services;
const _errs44 = errors;
const _errs45 = errors;
let valid7 = false;
const _errs46 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err11 = {instancePath:instancePath+"/max_mdns_services",schemaPath:"#/properties/max_mdns_services/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors === _errs46){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err12 = {instancePath:instancePath+"/max_mdns_services",schemaPath:"#/properties/max_mdns_services/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
var _valid1 = _errs46 === errors;
valid7 = valid7 || _valid1;
const _errs48 = errors;
if(errors === _errs48){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing1;
if((data19.max === undefined) && (missing1 = "max")){
const err13 = {instancePath:instancePath+"/max_mdns_services",schemaPath:"#/properties/max_mdns_services/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
if(data19.max !== undefined){
let data20 = data19.max;
const _errs50 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err14 = {instancePath:instancePath+"/max_mdns_services/max",schemaPath:"#/properties/max_mdns_services/anyOf/1/properties/max/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors === _errs50){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err15 = {instancePath:instancePath+"/max_mdns_services/max",schemaPath:"#/properties/max_mdns_services/anyOf/1/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var valid8 = _errs50 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data19.update_min !== undefined){
let data21 = data19.update_min;
const _errs52 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err16 = {instancePath:instancePath+"/max_mdns_services/update_min",schemaPath:"#/properties/max_mdns_services/anyOf/1/properties/update_min/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors === _errs52){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err17 = {instancePath:instancePath+"/max_mdns_services/update_min",schemaPath:"#/properties/max_mdns_services/anyOf/1/properties/update_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var valid8 = _errs52 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data19.update_ttl !== undefined){
let data22 = data19.update_ttl;
const _errs54 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err18 = {instancePath:instancePath+"/max_mdns_services/update_ttl",schemaPath:"#/properties/max_mdns_services/anyOf/1/properties/update_ttl/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors === _errs54){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err19 = {instancePath:instancePath+"/max_mdns_services/update_ttl",schemaPath:"#/properties/max_mdns_services/anyOf/1/properties/update_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var valid8 = _errs54 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/max_mdns_services",schemaPath:"#/properties/max_mdns_services/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid1 = _errs48 === errors;
valid7 = valid7 || _valid1;
if(_valid1){
var props1 = Object.create(null);
props1.max = true;
props1.update_min = true;
props1.update_ttl = true;
}
if(!valid7){
const err21 = {instancePath:instancePath+"/max_mdns_services",schemaPath:"#/properties/max_mdns_services/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs44 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_http_user_agents !== undefined){
let data23 = data.max_http_user_agents;
const _errs56 = errors;
const _errs57 = errors;
let valid9 = false;
const _errs58 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err22 = {instancePath:instancePath+"/max_http_user_agents",schemaPath:"#/properties/max_http_user_agents/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors === _errs58){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err23 = {instancePath:instancePath+"/max_http_user_agents",schemaPath:"#/properties/max_http_user_agents/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var _valid2 = _errs58 === errors;
valid9 = valid9 || _valid2;
const _errs60 = errors;
if(errors === _errs60){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing2;
if((data23.max === undefined) && (missing2 = "max")){
const err24 = {instancePath:instancePath+"/max_http_user_agents",schemaPath:"#/properties/max_http_user_agents/anyOf/1/required",keyword:"required",params:{missingProperty: missing2}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
if(data23.max !== undefined){
let data24 = data23.max;
const _errs62 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err25 = {instancePath:instancePath+"/max_http_user_agents/max",schemaPath:"#/properties/max_http_user_agents/anyOf/1/properties/max/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(errors === _errs62){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
const err26 = {instancePath:instancePath+"/max_http_user_agents/max",schemaPath:"#/properties/max_http_user_agents/anyOf/1/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
var valid10 = _errs62 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.update_min !== undefined){
let data25 = data23.update_min;
const _errs64 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err27 = {instancePath:instancePath+"/max_http_user_agents/update_min",schemaPath:"#/properties/max_http_user_agents/anyOf/1/properties/update_min/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(errors === _errs64){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
const err28 = {instancePath:instancePath+"/max_http_user_agents/update_min",schemaPath:"#/properties/max_http_user_agents/anyOf/1/properties/update_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
var valid10 = _errs64 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.update_ttl !== undefined){
let data26 = data23.update_ttl;
const _errs66 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err29 = {instancePath:instancePath+"/max_http_user_agents/update_ttl",schemaPath:"#/properties/max_http_user_agents/anyOf/1/properties/update_ttl/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors === _errs66){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err30 = {instancePath:instancePath+"/max_http_user_agents/update_ttl",schemaPath:"#/properties/max_http_user_agents/anyOf/1/properties/update_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
var valid10 = _errs66 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/max_http_user_agents",schemaPath:"#/properties/max_http_user_agents/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid2 = _errs60 === errors;
valid9 = valid9 || _valid2;
if(_valid2){
var props2 = Object.create(null);
props2.max = true;
props2.update_min = true;
props2.update_ttl = true;
}
if(!valid9){
const err32 = {instancePath:instancePath+"/max_http_user_agents",schemaPath:"#/properties/max_http_user_agents/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs56 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_ssdp_user_agents !== undefined){
let data27 = data.max_ssdp_user_agents;
const _errs68 = errors;
const _errs69 = errors;
let valid11 = false;
const _errs70 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err33 = {instancePath:instancePath+"/max_ssdp_user_agents",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors === _errs70){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err34 = {instancePath:instancePath+"/max_ssdp_user_agents",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
var _valid3 = _errs70 === errors;
valid11 = valid11 || _valid3;
const _errs72 = errors;
if(errors === _errs72){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing3;
if((data27.max === undefined) && (missing3 = "max")){
const err35 = {instancePath:instancePath+"/max_ssdp_user_agents",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/required",keyword:"required",params:{missingProperty: missing3}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
if(data27.max !== undefined){
let data28 = data27.max;
const _errs74 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err36 = {instancePath:instancePath+"/max_ssdp_user_agents/max",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/properties/max/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors === _errs74){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err37 = {instancePath:instancePath+"/max_ssdp_user_agents/max",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
var valid12 = _errs74 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data27.update_min !== undefined){
let data29 = data27.update_min;
const _errs76 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err38 = {instancePath:instancePath+"/max_ssdp_user_agents/update_min",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/properties/update_min/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(errors === _errs76){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err39 = {instancePath:instancePath+"/max_ssdp_user_agents/update_min",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/properties/update_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
var valid12 = _errs76 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data27.update_ttl !== undefined){
let data30 = data27.update_ttl;
const _errs78 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err40 = {instancePath:instancePath+"/max_ssdp_user_agents/update_ttl",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/properties/update_ttl/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors === _errs78){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
const err41 = {instancePath:instancePath+"/max_ssdp_user_agents/update_ttl",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/properties/update_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var valid12 = _errs78 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
const err42 = {instancePath:instancePath+"/max_ssdp_user_agents",schemaPath:"#/properties/max_ssdp_user_agents/anyOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var _valid3 = _errs72 === errors;
valid11 = valid11 || _valid3;
if(_valid3){
var props3 = Object.create(null);
props3.max = true;
props3.update_min = true;
props3.update_ttl = true;
}
if(!valid11){
const err43 = {instancePath:instancePath+"/max_ssdp_user_agents",schemaPath:"#/properties/max_ssdp_user_agents/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs68 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.path_device_cache !== undefined){
let data31 = data.path_device_cache;
const _errs80 = errors;
if(errors === _errs80){
if(typeof data31 === "string"){
if(data31.length < 1){
validate22.errors = [{instancePath:instancePath+"/path_device_cache",schemaPath:"#/properties/path_device_cache/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/path_device_cache",schemaPath:"#/properties/path_device_cache/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid4 = _errs80 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.process_all_macs !== undefined){
const _errs82 = errors;
if(typeof data.process_all_macs !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/process_all_macs",schemaPath:"#/properties/process_all_macs/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs82 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.device_mac_ignore !== undefined){
let data33 = data.device_mac_ignore;
const _errs84 = errors;
if(errors === _errs84){
if(Array.isArray(data33)){
var valid13 = true;
const len0 = data33.length;
for(let i0=0; i0<len0; i0++){
let data34 = data33[i0];
const _errs86 = errors;
if(errors === _errs86){
if(typeof data34 === "string"){
if(!pattern5.test(data34)){
validate22.errors = [{instancePath:instancePath+"/device_mac_ignore/" + i0,schemaPath:"#/properties/device_mac_ignore/items/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$"}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/device_mac_ignore/" + i0,schemaPath:"#/properties/device_mac_ignore/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid13 = _errs86 === errors;
if(!valid13){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/device_mac_ignore",schemaPath:"#/properties/device_mac_ignore/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs84 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.cloud_api !== undefined){
let data35 = data.cloud_api;
const _errs88 = errors;
if(errors === _errs88){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.enable !== undefined){
if(typeof data35.enable !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/cloud_api/enable",schemaPath:"#/properties/cloud_api/properties/enable/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/cloud_api",schemaPath:"#/properties/cloud_api/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs88 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.netify_api !== undefined){
let data37 = data.netify_api;
const _errs92 = errors;
if(errors === _errs92){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.enable !== undefined){
if(typeof data37.enable !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/netify_api/enable",schemaPath:"#/properties/netify_api/properties/enable/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/netify_api",schemaPath:"#/properties/netify_api/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs92 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.sinks !== undefined){
let data39 = data.sinks;
const _errs96 = errors;
if(errors === _errs96){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key10 in data39){
let data40 = data39[key10];
const _errs99 = errors;
if(errors === _errs99){
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key11 in data40){
let data41 = data40[key11];
const _errs102 = errors;
if(!(data41 && typeof data41 == "object" && !Array.isArray(data41))){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
const _errs104 = errors;
if(errors === _errs104){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.enable !== undefined){
const _errs106 = errors;
if(typeof data41.enable !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/enable/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid19 = _errs106 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data41.format !== undefined){
let data43 = data41.format;
const _errs108 = errors;
if(typeof data43 !== "string"){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/format",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/format/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data43 === "json") || (data43 === "msgpack"))){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/format",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/format/enum",keyword:"enum",params:{allowedValues: schema33.properties.sinks.additionalProperties.additionalProperties.allOf[0].properties.format.enum}}];
return false;
}
var valid19 = _errs108 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data41.compressor !== undefined){
let data44 = data41.compressor;
const _errs110 = errors;
if(typeof data44 !== "string"){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/compressor",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/compressor/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data44 === "none") || (data44 === "gz"))){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/compressor",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/0/properties/compressor/enum",keyword:"enum",params:{allowedValues: schema33.properties.sinks.additionalProperties.additionalProperties.allOf[0].properties.compressor.enum}}];
return false;
}
var valid19 = _errs110 === errors;
}
else {
var valid19 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/0/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid18 = _errs104 === errors;
if(valid18){
const _errs112 = errors;
if(errors === _errs112){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.flush !== undefined){
if(typeof data41.flush !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/flush",schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/1/properties/flush/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/additionalProperties/allOf/1/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid18 = _errs112 === errors;
}
var valid17 = _errs102 === errors;
if(!valid17){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/sinks/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sinks/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid16 = _errs99 === errors;
if(!valid16){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/sinks",schemaPath:"#/properties/sinks/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs96 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const procIntel = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/proc-intel.known-keys.schema.json","type":"object","required":["indicator_defaults","indicators","sink_targets"],"additionalProperties":false,"properties":{"indicator_defaults":{"type":"object","properties":{"sink":{"type":"object","properties":{"flow_metadata":{"type":"string"}}},"event_filter":{"type":"array","items":{"type":"string","enum":["dpi_new","dpi_update","dpi_complete","flow_new","flow_stats","flow_expiring","flow_expired"]}}}},"indicators":{"type":"object","additionalProperties":{"type":"object","required":["enabled","indicator_driver"],"properties":{"enabled":{"type":"boolean"},"indicator_driver":{"type":"string","minLength":1},"criteria":{"type":"object"},"data_feeds":{"type":"array","items":{"type":"string"}},"proc_targets":{"type":"array","items":{"type":"string"}},"sink_targets":{"type":"array","items":{"type":"string"}}}}},"sink_targets":{"type":"object","additionalProperties":{"type":"object","required":["sink"],"properties":{"sink":{"type":"string","minLength":1},"channels":{"type":"object","additionalProperties":{"type":"object","properties":{"enabled":{"type":"boolean"},"dispatch_flags":{"type":"array","items":{"type":"string"}}}}}}}}},"$defs":{"enums.eventName":{"type":"string","enum":["dpi_new","dpi_update","dpi_complete","flow_new","flow_stats","flow_expiring","flow_expired"]},"enums.nonEmptyString":{"type":"string","minLength":1}},"allOf":[{"properties":{"indicator_defaults":{"properties":{"sink":{"properties":{"flow_metadata":true},"additionalProperties":false},"event_filter":{"items":true}},"additionalProperties":false},"indicators":{"additionalProperties":{"properties":{"enabled":true,"indicator_driver":true,"criteria":true,"data_feeds":{"items":true},"proc_targets":{"items":true},"sink_targets":{"items":true}},"additionalProperties":false}},"sink_targets":{"additionalProperties":{"properties":{"sink":true,"channels":{"additionalProperties":{"properties":{"enabled":true,"dispatch_flags":{"items":true}},"additionalProperties":false}}},"additionalProperties":false}}}}]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/proc-intel.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.indicator_defaults !== undefined){
let data0 = data.indicator_defaults;
const _errs2 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
const _errs3 = errors;
for(const key0 in data0){
if(!((key0 === "sink") || (key0 === "event_filter"))){
validate23.errors = [{instancePath:instancePath+"/indicator_defaults",schemaPath:"#/allOf/0/properties/indicator_defaults/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs3 === errors){
if(data0.sink !== undefined){
let data1 = data0.sink;
const _errs4 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(key1 === "flow_metadata")){
validate23.errors = [{instancePath:instancePath+"/indicator_defaults/sink",schemaPath:"#/allOf/0/properties/indicator_defaults/properties/sink/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.event_filter !== undefined){
const _errs6 = errors;
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
}
}
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.indicators !== undefined){
let data3 = data.indicators;
const _errs7 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
let data4 = data3[key2];
const _errs9 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
const _errs10 = errors;
for(const key3 in data4){
if(!((((((key3 === "enabled") || (key3 === "indicator_driver")) || (key3 === "criteria")) || (key3 === "data_feeds")) || (key3 === "proc_targets")) || (key3 === "sink_targets"))){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/indicators/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
if(_errs10 === errors){
if(data4.data_feeds !== undefined){
const _errs11 = errors;
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.proc_targets !== undefined){
const _errs12 = errors;
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.sink_targets !== undefined){
const _errs13 = errors;
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.sink_targets !== undefined){
let data8 = data.sink_targets;
const _errs14 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key4 in data8){
let data9 = data8[key4];
const _errs16 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
const _errs17 = errors;
for(const key5 in data9){
if(!((key5 === "sink") || (key5 === "channels"))){
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/sink_targets/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5}}];
return false;
break;
}
}
if(_errs17 === errors){
if(data9.channels !== undefined){
let data10 = data9.channels;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key6 in data10){
let data11 = data10[key6];
const _errs20 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key7 in data11){
if(!((key7 === "enabled") || (key7 === "dispatch_flags"))){
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7}}];
return false;
break;
}
}
}
var valid7 = _errs20 === errors;
if(!valid7){
break;
}
}
}
}
}
}
var valid5 = _errs16 === errors;
if(!valid5){
break;
}
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.indicator_defaults === undefined) && (missing0 = "indicator_defaults")) || ((data.indicators === undefined) && (missing0 = "indicators"))) || ((data.sink_targets === undefined) && (missing0 = "sink_targets"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs23 = errors;
for(const key8 in data){
if(!(((key8 === "indicator_defaults") || (key8 === "indicators")) || (key8 === "sink_targets"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8}}];
return false;
break;
}
}
if(_errs23 === errors){
if(data.indicator_defaults !== undefined){
let data13 = data.indicator_defaults;
const _errs24 = errors;
if(errors === _errs24){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.sink !== undefined){
let data14 = data13.sink;
const _errs26 = errors;
if(errors === _errs26){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.flow_metadata !== undefined){
if(typeof data14.flow_metadata !== "string"){
validate23.errors = [{instancePath:instancePath+"/indicator_defaults/sink/flow_metadata",schemaPath:"#/properties/indicator_defaults/properties/sink/properties/flow_metadata/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicator_defaults/sink",schemaPath:"#/properties/indicator_defaults/properties/sink/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid10 = _errs26 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data13.event_filter !== undefined){
let data16 = data13.event_filter;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data16)){
var valid12 = true;
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
const _errs32 = errors;
if(typeof data17 !== "string"){
validate23.errors = [{instancePath:instancePath+"/indicator_defaults/event_filter/" + i0,schemaPath:"#/properties/indicator_defaults/properties/event_filter/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data17 === "dpi_new") || (data17 === "dpi_update")) || (data17 === "dpi_complete")) || (data17 === "flow_new")) || (data17 === "flow_stats")) || (data17 === "flow_expiring")) || (data17 === "flow_expired"))){
validate23.errors = [{instancePath:instancePath+"/indicator_defaults/event_filter/" + i0,schemaPath:"#/properties/indicator_defaults/properties/event_filter/items/enum",keyword:"enum",params:{allowedValues: schema34.properties.indicator_defaults.properties.event_filter.items.enum}}];
return false;
}
var valid12 = _errs32 === errors;
if(!valid12){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicator_defaults/event_filter",schemaPath:"#/properties/indicator_defaults/properties/event_filter/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid10 = _errs30 === errors;
}
else {
var valid10 = true;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicator_defaults",schemaPath:"#/properties/indicator_defaults/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs24 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.indicators !== undefined){
let data18 = data.indicators;
const _errs34 = errors;
if(errors === _errs34){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key9 in data18){
let data19 = data18[key9];
const _errs37 = errors;
if(errors === _errs37){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing1;
if(((data19.enabled === undefined) && (missing1 = "enabled")) || ((data19.indicator_driver === undefined) && (missing1 = "indicator_driver"))){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/indicators/additionalProperties/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data19.enabled !== undefined){
const _errs39 = errors;
if(typeof data19.enabled !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/indicators/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid14 = _errs39 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data19.indicator_driver !== undefined){
let data21 = data19.indicator_driver;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data21 === "string"){
if(data21.length < 1){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/indicator_driver",schemaPath:"#/properties/indicators/additionalProperties/properties/indicator_driver/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/indicator_driver",schemaPath:"#/properties/indicators/additionalProperties/properties/indicator_driver/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid14 = _errs41 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data19.criteria !== undefined){
let data22 = data19.criteria;
const _errs43 = errors;
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/criteria",schemaPath:"#/properties/indicators/additionalProperties/properties/criteria/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid14 = _errs43 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data19.data_feeds !== undefined){
let data23 = data19.data_feeds;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data23)){
var valid15 = true;
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
const _errs47 = errors;
if(typeof data23[i1] !== "string"){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/data_feeds/" + i1,schemaPath:"#/properties/indicators/additionalProperties/properties/data_feeds/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid15 = _errs47 === errors;
if(!valid15){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/data_feeds",schemaPath:"#/properties/indicators/additionalProperties/properties/data_feeds/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid14 = _errs45 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data19.proc_targets !== undefined){
let data25 = data19.proc_targets;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data25)){
var valid16 = true;
const len2 = data25.length;
for(let i2=0; i2<len2; i2++){
const _errs51 = errors;
if(typeof data25[i2] !== "string"){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/proc_targets/" + i2,schemaPath:"#/properties/indicators/additionalProperties/properties/proc_targets/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid16 = _errs51 === errors;
if(!valid16){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/proc_targets",schemaPath:"#/properties/indicators/additionalProperties/properties/proc_targets/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid14 = _errs49 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data19.sink_targets !== undefined){
let data27 = data19.sink_targets;
const _errs53 = errors;
if(errors === _errs53){
if(Array.isArray(data27)){
var valid17 = true;
const len3 = data27.length;
for(let i3=0; i3<len3; i3++){
const _errs55 = errors;
if(typeof data27[i3] !== "string"){
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/sink_targets/" + i3,schemaPath:"#/properties/indicators/additionalProperties/properties/sink_targets/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid17 = _errs55 === errors;
if(!valid17){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1")+"/sink_targets",schemaPath:"#/properties/indicators/additionalProperties/properties/sink_targets/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid14 = _errs53 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicators/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/indicators/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid13 = _errs37 === errors;
if(!valid13){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/indicators",schemaPath:"#/properties/indicators/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs34 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.sink_targets !== undefined){
let data29 = data.sink_targets;
const _errs57 = errors;
if(errors === _errs57){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key10 in data29){
let data30 = data29[key10];
const _errs60 = errors;
if(errors === _errs60){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing2;
if((data30.sink === undefined) && (missing2 = "sink")){
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sink_targets/additionalProperties/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data30.sink !== undefined){
let data31 = data30.sink;
const _errs62 = errors;
if(errors === _errs62){
if(typeof data31 === "string"){
if(data31.length < 1){
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/sink",schemaPath:"#/properties/sink_targets/additionalProperties/properties/sink/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/sink",schemaPath:"#/properties/sink_targets/additionalProperties/properties/sink/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid19 = _errs62 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data30.channels !== undefined){
let data32 = data30.channels;
const _errs64 = errors;
if(errors === _errs64){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key11 in data32){
let data33 = data32[key11];
const _errs67 = errors;
if(errors === _errs67){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.enabled !== undefined){
const _errs69 = errors;
if(typeof data33.enabled !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/enabled",schemaPath:"#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/properties/enabled/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid21 = _errs69 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data33.dispatch_flags !== undefined){
let data35 = data33.dispatch_flags;
const _errs71 = errors;
if(errors === _errs71){
if(Array.isArray(data35)){
var valid22 = true;
const len4 = data35.length;
for(let i4=0; i4<len4; i4++){
const _errs73 = errors;
if(typeof data35[i4] !== "string"){
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/dispatch_flags/" + i4,schemaPath:"#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/properties/dispatch_flags/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid22 = _errs73 === errors;
if(!valid22){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/dispatch_flags",schemaPath:"#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/properties/dispatch_flags/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid21 = _errs71 === errors;
}
else {
var valid21 = true;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sink_targets/additionalProperties/properties/channels/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid20 = _errs67 === errors;
if(!valid20){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/channels",schemaPath:"#/properties/sink_targets/additionalProperties/properties/channels/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid19 = _errs64 === errors;
}
else {
var valid19 = true;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sink_targets/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/sink_targets/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid18 = _errs60 === errors;
if(!valid18){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/sink_targets",schemaPath:"#/properties/sink_targets/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs57 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const procLua = validate24;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/proc-lua.known-keys.schema.json","type":"object","required":["script"],"properties":{"script":{"type":"string","minLength":1}},"$defs":{"enums.path":{"type":"string","minLength":1}},"allOf":[{"properties":{"script":true},"additionalProperties":false}]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/proc-lua.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "script")){
validate24.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.script === undefined) && (missing0 = "script")){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.script !== undefined){
let data0 = data.script;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(data0.length < 1){
validate24.errors = [{instancePath:instancePath+"/script",schemaPath:"#/properties/script/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/script",schemaPath:"#/properties/script/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const procPython = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/proc-python.known-keys.schema.json","type":"object","required":["debug","script"],"properties":{"debug":{"type":"boolean"},"script":{"type":"string","minLength":1}},"$defs":{"enums.path":{"type":"string","minLength":1}},"allOf":[{"properties":{"debug":true,"script":true},"additionalProperties":false}]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/proc-python.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "debug") || (key0 === "script"))){
validate25.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.debug === undefined) && (missing0 = "debug")) || ((data.script === undefined) && (missing0 = "script"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.debug !== undefined){
const _errs3 = errors;
if(typeof data.debug !== "boolean"){
validate25.errors = [{instancePath:instancePath+"/debug",schemaPath:"#/properties/debug/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.script !== undefined){
let data1 = data.script;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(data1.length < 1){
validate25.errors = [{instancePath:instancePath+"/script",schemaPath:"#/properties/script/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/script",schemaPath:"#/properties/script/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const sinkHttp = validate26;
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/sink-http.known-keys.schema.json","type":"object","required":["channels"],"properties":{"timeout_connect":{"anyOf":[{"type":"integer"},{}]},"timeout_transfer":{"anyOf":[{"type":"integer"},{}]},"tls_verify":{"anyOf":[{"type":"boolean"},{}]},"tls_version1":{"anyOf":[{"type":"boolean"},{}]},"channels":{"type":"object","additionalProperties":{"type":"object","required":["url"],"properties":{"enable":{"anyOf":[{"type":"boolean"},{}]},"timeout_connect":{"anyOf":[{"type":"integer"},{}]},"timeout_transfer":{"anyOf":[{"type":"integer"},{}]},"tls_verify":{"anyOf":[{"type":"boolean"},{}]},"tls_version1":{"anyOf":[{"type":"boolean"},{}]},"url":{"type":"string","pattern":"^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$"},"headers":{"anyOf":[{"type":"object","additionalProperties":{"type":"string"}},{"anyOf":[{"type":"array"},{"type":"string"},{"type":"number"},{"type":"boolean"},{"type":"null"}]}]}}}}},"$defs":{"channel":{"type":"object","required":["url"],"properties":{"enable":{"anyOf":[{"type":"boolean"},{}]},"timeout_connect":{"anyOf":[{"type":"integer"},{}]},"timeout_transfer":{"anyOf":[{"type":"integer"},{}]},"tls_verify":{"anyOf":[{"type":"boolean"},{}]},"tls_version1":{"anyOf":[{"type":"boolean"},{}]},"url":{"type":"string","pattern":"^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$"},"headers":{"anyOf":[{"type":"object","additionalProperties":{"type":"string"}},{"anyOf":[{"type":"array"},{"type":"string"},{"type":"number"},{"type":"boolean"},{"type":"null"}]}]}}}},"allOf":[{"properties":{"timeout_connect":true,"timeout_transfer":true,"tls_verify":true,"tls_version1":true,"channels":{"additionalProperties":{"properties":{"enable":true,"timeout_connect":true,"timeout_transfer":true,"tls_verify":true,"tls_version1":true,"url":true,"headers":{"additionalProperties":true}},"additionalProperties":false}}},"additionalProperties":false}]};
const pattern6 = new RegExp("^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/sink-http.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs2 = errors;
for(const key0 in data){
if(!(((((key0 === "timeout_connect") || (key0 === "timeout_transfer")) || (key0 === "tls_verify")) || (key0 === "tls_version1")) || (key0 === "channels"))){
validate26.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs2 === errors){
if(data.channels !== undefined){
let data0 = data.channels;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
const _errs5 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
if(!(((((((key2 === "enable") || (key2 === "timeout_connect")) || (key2 === "timeout_transfer")) || (key2 === "tls_verify")) || (key2 === "tls_version1")) || (key2 === "url")) || (key2 === "headers"))){
validate26.errors = [{instancePath:instancePath+"/channels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/channels/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channels === undefined) && (missing0 = "channels")){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timeout_connect !== undefined){
let data3 = data.timeout_connect;
const _errs9 = errors;
const _errs10 = errors;
let valid5 = false;
const _errs11 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err0 = {instancePath:instancePath+"/timeout_connect",schemaPath:"#/properties/timeout_connect/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid5 = valid5 || _valid0;
var _valid0 = true;
valid5 = valid5 || _valid0;
if(!valid5){
const err1 = {instancePath:instancePath+"/timeout_connect",schemaPath:"#/properties/timeout_connect/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.timeout_transfer !== undefined){
let data4 = data.timeout_transfer;
const _errs13 = errors;
const _errs14 = errors;
let valid6 = false;
const _errs15 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err2 = {instancePath:instancePath+"/timeout_transfer",schemaPath:"#/properties/timeout_transfer/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid6 = valid6 || _valid1;
var _valid1 = true;
valid6 = valid6 || _valid1;
if(!valid6){
const err3 = {instancePath:instancePath+"/timeout_transfer",schemaPath:"#/properties/timeout_transfer/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.tls_verify !== undefined){
const _errs17 = errors;
const _errs18 = errors;
let valid7 = false;
const _errs19 = errors;
if(typeof data.tls_verify !== "boolean"){
const err4 = {instancePath:instancePath+"/tls_verify",schemaPath:"#/properties/tls_verify/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid2 = _errs19 === errors;
valid7 = valid7 || _valid2;
var _valid2 = true;
valid7 = valid7 || _valid2;
if(!valid7){
const err5 = {instancePath:instancePath+"/tls_verify",schemaPath:"#/properties/tls_verify/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.tls_version1 !== undefined){
const _errs21 = errors;
const _errs22 = errors;
let valid8 = false;
const _errs23 = errors;
if(typeof data.tls_version1 !== "boolean"){
const err6 = {instancePath:instancePath+"/tls_version1",schemaPath:"#/properties/tls_version1/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid8 = valid8 || _valid3;
var _valid3 = true;
valid8 = valid8 || _valid3;
if(!valid8){
const err7 = {instancePath:instancePath+"/tls_version1",schemaPath:"#/properties/tls_version1/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.channels !== undefined){
let data7 = data.channels;
const _errs25 = errors;
if(errors === _errs25){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key3 in data7){
let data8 = data7[key3];
const _errs28 = errors;
if(errors === _errs28){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((data8.url === undefined) && (missing1 = "url")){
validate26.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/additionalProperties/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data8.enable !== undefined){
const _errs30 = errors;
const _errs31 = errors;
let valid11 = false;
const _errs32 = errors;
if(typeof data8.enable !== "boolean"){
const err8 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/channels/additionalProperties/properties/enable/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid4 = _errs32 === errors;
valid11 = valid11 || _valid4;
var _valid4 = true;
valid11 = valid11 || _valid4;
if(!valid11){
const err9 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/channels/additionalProperties/properties/enable/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs30 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.timeout_connect !== undefined){
let data10 = data8.timeout_connect;
const _errs34 = errors;
const _errs35 = errors;
let valid12 = false;
const _errs36 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err10 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_connect",schemaPath:"#/properties/channels/additionalProperties/properties/timeout_connect/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid5 = _errs36 === errors;
valid12 = valid12 || _valid5;
var _valid5 = true;
valid12 = valid12 || _valid5;
if(!valid12){
const err11 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_connect",schemaPath:"#/properties/channels/additionalProperties/properties/timeout_connect/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs34 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.timeout_transfer !== undefined){
let data11 = data8.timeout_transfer;
const _errs38 = errors;
const _errs39 = errors;
let valid13 = false;
const _errs40 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err12 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_transfer",schemaPath:"#/properties/channels/additionalProperties/properties/timeout_transfer/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid13 = valid13 || _valid6;
var _valid6 = true;
valid13 = valid13 || _valid6;
if(!valid13){
const err13 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/timeout_transfer",schemaPath:"#/properties/channels/additionalProperties/properties/timeout_transfer/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs38 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.tls_verify !== undefined){
const _errs42 = errors;
const _errs43 = errors;
let valid14 = false;
const _errs44 = errors;
if(typeof data8.tls_verify !== "boolean"){
const err14 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/tls_verify",schemaPath:"#/properties/channels/additionalProperties/properties/tls_verify/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid7 = _errs44 === errors;
valid14 = valid14 || _valid7;
var _valid7 = true;
valid14 = valid14 || _valid7;
if(!valid14){
const err15 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/tls_verify",schemaPath:"#/properties/channels/additionalProperties/properties/tls_verify/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.tls_version1 !== undefined){
const _errs46 = errors;
const _errs47 = errors;
let valid15 = false;
const _errs48 = errors;
if(typeof data8.tls_version1 !== "boolean"){
const err16 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/tls_version1",schemaPath:"#/properties/channels/additionalProperties/properties/tls_version1/anyOf/0/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid8 = _errs48 === errors;
valid15 = valid15 || _valid8;
var _valid8 = true;
valid15 = valid15 || _valid8;
if(!valid15){
const err17 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/tls_version1",schemaPath:"#/properties/channels/additionalProperties/properties/tls_version1/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs46 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.url !== undefined){
let data14 = data8.url;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data14 === "string"){
if(!pattern6.test(data14)){
validate26.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/channels/additionalProperties/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://(?:[A-Za-z0-9._${}-]+|\\[[0-9A-Fa-f:.]+\\])(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:/[A-Za-z0-9._/${}-]*)?$"}}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/channels/additionalProperties/properties/url/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid10 = _errs50 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.headers !== undefined){
let data15 = data8.headers;
const _errs52 = errors;
const _errs53 = errors;
let valid16 = false;
const _errs54 = errors;
if(errors === _errs54){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key4 in data15){
const _errs57 = errors;
if(typeof data15[key4] !== "string"){
const err18 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/0/additionalProperties/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid17 = _errs57 === errors;
if(!valid17){
break;
}
}
}
else {
const err19 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/0/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid9 = _errs54 === errors;
valid16 = valid16 || _valid9;
const _errs59 = errors;
const _errs60 = errors;
let valid18 = false;
const _errs61 = errors;
if(!(Array.isArray(data15))){
const err20 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/0/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid10 = _errs61 === errors;
valid18 = valid18 || _valid10;
const _errs63 = errors;
if(typeof data15 !== "string"){
const err21 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid10 = _errs63 === errors;
valid18 = valid18 || _valid10;
const _errs65 = errors;
if(!((typeof data15 == "number") && (isFinite(data15)))){
const err22 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/2/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid10 = _errs65 === errors;
valid18 = valid18 || _valid10;
const _errs67 = errors;
if(typeof data15 !== "boolean"){
const err23 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/3/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid10 = _errs67 === errors;
valid18 = valid18 || _valid10;
const _errs69 = errors;
if(data15 !== null){
const err24 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf/4/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid10 = _errs69 === errors;
valid18 = valid18 || _valid10;
if(!valid18){
const err25 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf/1/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var _valid9 = _errs59 === errors;
valid16 = valid16 || _valid9;
if(!valid16){
const err26 = {instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/channels/additionalProperties/properties/headers/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs52 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs28 === errors;
if(!valid9){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const sinkUbus = validate27;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/plugins/sink-ubus.known-keys.schema.json","type":"object","required":["channels"],"properties":{"channels":{"type":"object","additionalProperties":{"type":"object","required":["path","function"],"properties":{"enable":{"type":"boolean"},"path":{"type":"string","pattern":"^[A-Za-z0-9._-]+$"},"function":{"type":"string","minLength":1}}}}},"$defs":{"channel":{"type":"object","required":["path","function"],"properties":{"enable":{"type":"boolean"},"path":{"type":"string","pattern":"^[A-Za-z0-9._-]+$"},"function":{"$ref":"#/$defs/enums.nonEmptyString"}}},"enums.nonEmptyString":{"type":"string","minLength":1}},"allOf":[{"properties":{"channels":{"additionalProperties":{"properties":{"enable":true,"path":true,"function":true},"additionalProperties":false}}},"additionalProperties":false}]};
const pattern7 = new RegExp("^[A-Za-z0-9._-]+$", "u");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/plugins/sink-ubus.known-keys.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs2 = errors;
for(const key0 in data){
if(!(key0 === "channels")){
validate27.errors = [{instancePath,schemaPath:"#/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs2 === errors){
if(data.channels !== undefined){
let data0 = data.channels;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
const _errs5 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key2 in data1){
if(!(((key2 === "enable") || (key2 === "path")) || (key2 === "function"))){
validate27.errors = [{instancePath:instancePath+"/channels/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/0/properties/channels/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channels === undefined) && (missing0 = "channels")){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.channels !== undefined){
let data2 = data.channels;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
let data3 = data2[key3];
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.path === undefined) && (missing1 = "path")) || ((data3.function === undefined) && (missing1 = "function"))){
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/additionalProperties/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data3.enable !== undefined){
const _errs12 = errors;
if(typeof data3.enable !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/enable",schemaPath:"#/properties/channels/additionalProperties/properties/enable/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid5 = _errs12 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.path !== undefined){
let data5 = data3.path;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/path",schemaPath:"#/properties/channels/additionalProperties/properties/path/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]+$"}}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/path",schemaPath:"#/properties/channels/additionalProperties/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid5 = _errs14 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.function !== undefined){
let data6 = data3.function;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data6 === "string"){
if(data6.length < 1){
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/function",schemaPath:"#/properties/channels/additionalProperties/properties/function/minLength",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/function",schemaPath:"#/properties/channels/additionalProperties/properties/function/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid5 = _errs16 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/channels/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/channels/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

// The members each object lists (see above).
const known0 = new Set(Object.keys(schema31.allOf[0].properties));
const known1 = new Set(Object.keys(schema33.allOf[0].properties));

