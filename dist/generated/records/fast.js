// Precompiled record validators of the closed schemas (no unknown member), stopping at the first error: the fast pass over a stream.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
// @ts-nocheck
/** Appends `more` to `list` (a new list when null): linear, where concat copied the list each time. */
function appendErrors(list, more) { if (list === null) list = []; for (let i = 0; i < more.length; i++) list.push(more[i]); return list; }
export const agentStatus = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/agent_status.schema.json","type":"object","required":["type","agent_version","build_version","cpu_cores","cpu_system","cpu_system_prev","cpu_user","cpu_user_prev","dhc_status","fhc_status","flow_count","flow_count_prev","flows_active","flows_expired","flows_expiring","flows_in_use","flows_purged","maxrss_kb","maxrss_kb_prev","memrss_kb","memrss_kb_prev","timestamp","update_imf","update_interval","uptime"],"properties":{"type":{"type":"string","const":"agent_status"},"agent_version":{"type":"string"},"build_version":{"type":"string"},"cpu_cores":{"type":"integer","minimum":0},"cpu_system":{"type":"number"},"cpu_system_prev":{"type":"number"},"cpu_user":{"type":"number"},"cpu_user_prev":{"type":"number"},"dhc_status":{"type":"boolean"},"fhc_status":{"type":"boolean"},"flow_count":{"type":"integer","minimum":0},"flow_count_prev":{"type":"integer","minimum":0},"flows_active":{"type":"integer","minimum":0},"flows_expired":{"type":"integer","minimum":0},"flows_expiring":{"type":"integer","minimum":0},"flows_in_use":{"type":"integer","minimum":0},"flows_purged":{"type":"integer","minimum":0},"maxrss_kb":{"type":"integer","minimum":0},"maxrss_kb_prev":{"type":"integer","minimum":0},"memrss_kb":{"type":"integer","minimum":0},"memrss_kb_prev":{"type":"integer","minimum":0},"tcm_kb":{"type":"integer","minimum":0},"tcm_kb_prev":{"type":"integer","minimum":0},"timestamp":{"type":"integer","minimum":0},"update_imf":{"type":"integer","minimum":0},"update_interval":{"type":"integer","minimum":0},"uptime":{"type":"integer","minimum":0}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/agent_status.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((((((data.type === undefined) && (missing0 = "type")) || ((data.agent_version === undefined) && (missing0 = "agent_version"))) || ((data.build_version === undefined) && (missing0 = "build_version"))) || ((data.cpu_cores === undefined) && (missing0 = "cpu_cores"))) || ((data.cpu_system === undefined) && (missing0 = "cpu_system"))) || ((data.cpu_system_prev === undefined) && (missing0 = "cpu_system_prev"))) || ((data.cpu_user === undefined) && (missing0 = "cpu_user"))) || ((data.cpu_user_prev === undefined) && (missing0 = "cpu_user_prev"))) || ((data.dhc_status === undefined) && (missing0 = "dhc_status"))) || ((data.fhc_status === undefined) && (missing0 = "fhc_status"))) || ((data.flow_count === undefined) && (missing0 = "flow_count"))) || ((data.flow_count_prev === undefined) && (missing0 = "flow_count_prev"))) || ((data.flows_active === undefined) && (missing0 = "flows_active"))) || ((data.flows_expired === undefined) && (missing0 = "flows_expired"))) || ((data.flows_expiring === undefined) && (missing0 = "flows_expiring"))) || ((data.flows_in_use === undefined) && (missing0 = "flows_in_use"))) || ((data.flows_purged === undefined) && (missing0 = "flows_purged"))) || ((data.maxrss_kb === undefined) && (missing0 = "maxrss_kb"))) || ((data.maxrss_kb_prev === undefined) && (missing0 = "maxrss_kb_prev"))) || ((data.memrss_kb === undefined) && (missing0 = "memrss_kb"))) || ((data.memrss_kb_prev === undefined) && (missing0 = "memrss_kb_prev"))) || ((data.timestamp === undefined) && (missing0 = "timestamp"))) || ((data.update_imf === undefined) && (missing0 = "update_imf"))) || ((data.update_interval === undefined) && (missing0 = "update_interval"))) || ((data.uptime === undefined) && (missing0 = "uptime"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(known0.has(key0))){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate20.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent_status" !== data0){
validate20.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "agent_status"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_version !== undefined){
const _errs4 = errors;
if(typeof data.agent_version !== "string"){
validate20.errors = [{instancePath:instancePath+"/agent_version",schemaPath:"#/properties/agent_version/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.build_version !== undefined){
const _errs6 = errors;
if(typeof data.build_version !== "string"){
validate20.errors = [{instancePath:instancePath+"/build_version",schemaPath:"#/properties/build_version/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cpu_cores !== undefined){
let data3 = data.cpu_cores;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate20.errors = [{instancePath:instancePath+"/cpu_cores",schemaPath:"#/properties/cpu_cores/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate20.errors = [{instancePath:instancePath+"/cpu_cores",schemaPath:"#/properties/cpu_cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cpu_system !== undefined){
let data4 = data.cpu_system;
const _errs10 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate20.errors = [{instancePath:instancePath+"/cpu_system",schemaPath:"#/properties/cpu_system/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cpu_system_prev !== undefined){
let data5 = data.cpu_system_prev;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate20.errors = [{instancePath:instancePath+"/cpu_system_prev",schemaPath:"#/properties/cpu_system_prev/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cpu_user !== undefined){
let data6 = data.cpu_user;
const _errs14 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate20.errors = [{instancePath:instancePath+"/cpu_user",schemaPath:"#/properties/cpu_user/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cpu_user_prev !== undefined){
let data7 = data.cpu_user_prev;
const _errs16 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate20.errors = [{instancePath:instancePath+"/cpu_user_prev",schemaPath:"#/properties/cpu_user_prev/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dhc_status !== undefined){
const _errs18 = errors;
if(typeof data.dhc_status !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/dhc_status",schemaPath:"#/properties/dhc_status/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fhc_status !== undefined){
const _errs20 = errors;
if(typeof data.fhc_status !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/fhc_status",schemaPath:"#/properties/fhc_status/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flow_count !== undefined){
let data10 = data.flow_count;
const _errs22 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate20.errors = [{instancePath:instancePath+"/flow_count",schemaPath:"#/properties/flow_count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate20.errors = [{instancePath:instancePath+"/flow_count",schemaPath:"#/properties/flow_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flow_count_prev !== undefined){
let data11 = data.flow_count_prev;
const _errs24 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate20.errors = [{instancePath:instancePath+"/flow_count_prev",schemaPath:"#/properties/flow_count_prev/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate20.errors = [{instancePath:instancePath+"/flow_count_prev",schemaPath:"#/properties/flow_count_prev/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flows_active !== undefined){
let data12 = data.flows_active;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate20.errors = [{instancePath:instancePath+"/flows_active",schemaPath:"#/properties/flows_active/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate20.errors = [{instancePath:instancePath+"/flows_active",schemaPath:"#/properties/flows_active/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flows_expired !== undefined){
let data13 = data.flows_expired;
const _errs28 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate20.errors = [{instancePath:instancePath+"/flows_expired",schemaPath:"#/properties/flows_expired/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate20.errors = [{instancePath:instancePath+"/flows_expired",schemaPath:"#/properties/flows_expired/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flows_expiring !== undefined){
let data14 = data.flows_expiring;
const _errs30 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate20.errors = [{instancePath:instancePath+"/flows_expiring",schemaPath:"#/properties/flows_expiring/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate20.errors = [{instancePath:instancePath+"/flows_expiring",schemaPath:"#/properties/flows_expiring/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flows_in_use !== undefined){
let data15 = data.flows_in_use;
const _errs32 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate20.errors = [{instancePath:instancePath+"/flows_in_use",schemaPath:"#/properties/flows_in_use/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs32){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate20.errors = [{instancePath:instancePath+"/flows_in_use",schemaPath:"#/properties/flows_in_use/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flows_purged !== undefined){
let data16 = data.flows_purged;
const _errs34 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate20.errors = [{instancePath:instancePath+"/flows_purged",schemaPath:"#/properties/flows_purged/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs34){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate20.errors = [{instancePath:instancePath+"/flows_purged",schemaPath:"#/properties/flows_purged/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxrss_kb !== undefined){
let data17 = data.maxrss_kb;
const _errs36 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate20.errors = [{instancePath:instancePath+"/maxrss_kb",schemaPath:"#/properties/maxrss_kb/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs36){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate20.errors = [{instancePath:instancePath+"/maxrss_kb",schemaPath:"#/properties/maxrss_kb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxrss_kb_prev !== undefined){
let data18 = data.maxrss_kb_prev;
const _errs38 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate20.errors = [{instancePath:instancePath+"/maxrss_kb_prev",schemaPath:"#/properties/maxrss_kb_prev/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate20.errors = [{instancePath:instancePath+"/maxrss_kb_prev",schemaPath:"#/properties/maxrss_kb_prev/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memrss_kb !== undefined){
let data19 = data.memrss_kb;
const _errs40 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate20.errors = [{instancePath:instancePath+"/memrss_kb",schemaPath:"#/properties/memrss_kb/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs40){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate20.errors = [{instancePath:instancePath+"/memrss_kb",schemaPath:"#/properties/memrss_kb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memrss_kb_prev !== undefined){
let data20 = data.memrss_kb_prev;
const _errs42 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate20.errors = [{instancePath:instancePath+"/memrss_kb_prev",schemaPath:"#/properties/memrss_kb_prev/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs42){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate20.errors = [{instancePath:instancePath+"/memrss_kb_prev",schemaPath:"#/properties/memrss_kb_prev/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcm_kb !== undefined){
let data21 = data.tcm_kb;
const _errs44 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate20.errors = [{instancePath:instancePath+"/tcm_kb",schemaPath:"#/properties/tcm_kb/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs44){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
validate20.errors = [{instancePath:instancePath+"/tcm_kb",schemaPath:"#/properties/tcm_kb/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcm_kb_prev !== undefined){
let data22 = data.tcm_kb_prev;
const _errs46 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate20.errors = [{instancePath:instancePath+"/tcm_kb_prev",schemaPath:"#/properties/tcm_kb_prev/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs46){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate20.errors = [{instancePath:instancePath+"/tcm_kb_prev",schemaPath:"#/properties/tcm_kb_prev/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timestamp !== undefined){
let data23 = data.timestamp;
const _errs48 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate20.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs48){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
validate20.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.update_imf !== undefined){
let data24 = data.update_imf;
const _errs50 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate20.errors = [{instancePath:instancePath+"/update_imf",schemaPath:"#/properties/update_imf/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs50){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
validate20.errors = [{instancePath:instancePath+"/update_imf",schemaPath:"#/properties/update_imf/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.update_interval !== undefined){
let data25 = data.update_interval;
const _errs52 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
validate20.errors = [{instancePath:instancePath+"/update_interval",schemaPath:"#/properties/update_interval/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs52){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 0 || isNaN(data25)){
validate20.errors = [{instancePath:instancePath+"/update_interval",schemaPath:"#/properties/update_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uptime !== undefined){
let data26 = data.uptime;
const _errs54 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate20.errors = [{instancePath:instancePath+"/uptime",schemaPath:"#/properties/uptime/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs54){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
validate20.errors = [{instancePath:instancePath+"/uptime",schemaPath:"#/properties/uptime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const endpoints = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/endpoints.schema.json","type":"object","required":["type"],"properties":{"type":{"type":"string","const":"endpoints"}},"propertyNames":{"type":"string","pattern":"^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$"},"additionalProperties":{"type":"array","items":{"$ref":"#/$defs/records.ipAddress"}},"$defs":{"records.ipAddress":{"type":"string","pattern":"^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$"}}};
const schema33 = {"type":"string","pattern":"^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$"};
const pattern4 = new RegExp("^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$", "u");
const pattern5 = new RegExp("^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/endpoints.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
for(const key0 in data){
const _errs1 = errors;
if(errors === _errs1){
if(typeof key0 === "string"){
if(!pattern4.test(key0)){
const err0 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^type$|^(?:[0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$|^(?:[0-9A-Fa-f]{2}-){5}[0-9A-Fa-f]{2}$"},propertyName:key0};
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
const err1 = {instancePath,schemaPath:"#/propertyNames/type",keyword:"type",params:{type: "string"},propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate21.errors = vErrors;
return false;
break;
}
}
if(valid0){
const _errs3 = errors;
for(const key1 in data){
if(!(key1 === "type")){
let data0 = data[key1];
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data0)){
var valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
validate21.errors = [{instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/$defs/records.ipAddress/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}$|^[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*$"}}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/$defs/records.ipAddress/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs6 === errors;
if(!valid2){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
if(_errs3 === errors){
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
validate21.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("endpoints" !== data2){
validate21.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "endpoints"}}];
return false;
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

export const flow = validate22;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/flow.schema.json","type":"object","required":["flow","interface","internal","type"],"properties":{"type":{"type":"string","enum":["flow","flow_dpi_update","flow_dpi_complete"]},"interface":{"type":"string"},"internal":{"type":"boolean"},"flow":{"type":"object","required":["app_ip_override","app_proto_twins","category","detected_application","detected_application_name","detected_protocol","detected_protocol_name","detection_guessed","detection_packets","detection_updated","digest","first_seen_at","host_server_name","ip_dscp","ip_nat","ip_protocol","ip_version","last_seen_at","local_ip","local_mac","local_origin","local_port","other_ip","other_mac","other_port","other_type","soft_dissector","vlan_id"],"properties":{"app_ip_override":{"type":"boolean"},"app_proto_twins":{"type":"boolean"},"bt":{"type":"object","properties":{"info_hash":{"type":"string"}},"additionalProperties":false},"category":{"type":"object","required":["application","domain","overlay","protocol"],"properties":{"application":{"type":"integer","minimum":0},"domain":{"type":"integer","minimum":0},"local_network":{"type":"integer","minimum":0},"other_network":{"type":"integer","minimum":0},"overlay":{"type":"integer","minimum":0},"protocol":{"type":"integer","minimum":0}},"additionalProperties":false},"conntrack":{"type":"object","properties":{"id":{"type":"integer","minimum":0},"mark":{"type":"integer","minimum":0},"reply_dst_ip":{"type":"string"},"reply_dst_port":{"type":"integer","minimum":0,"maximum":65535},"reply_src_ip":{"type":"string"},"reply_src_port":{"type":"integer","minimum":0,"maximum":65535}},"additionalProperties":false},"detected_application":{"type":"integer","minimum":0},"detected_application_name":{"type":"string"},"detected_protocol":{"type":"integer","minimum":0},"detected_protocol_name":{"type":"string"},"detection_guessed":{"type":"boolean"},"detection_packets":{"$ref":"#/$defs/records.count"},"detection_updated":{"type":"boolean"},"dhc_hit":{"type":"boolean"},"dhcp":{"type":"object","properties":{"class_ident":{"type":"string"},"fingerprint":{"type":"string"}},"additionalProperties":false},"digest":{"$ref":"#/$defs/records.digest"},"digest_prev":{"type":"array","items":{"$ref":"#/$defs/records.digest"}},"dns_host_name":{"type":"string"},"fhc_hit":{"type":"boolean"},"first_seen_at":{"type":"integer","minimum":0},"gtp":{"type":"object","properties":{"ip_dscp":{"type":"integer","minimum":0},"ip_version":{"type":"integer","enum":[4,6]},"local_ip":{"type":"string"},"local_port":{"type":"integer","minimum":0,"maximum":65535},"local_teid":{"type":"integer","minimum":0},"other_ip":{"type":"string"},"other_port":{"type":"integer","minimum":0,"maximum":65535},"other_teid":{"type":"integer","minimum":0},"other_type":{"type":"string","enum":["local","remote","unsupported","error"]},"version":{"type":"integer","minimum":0}},"additionalProperties":false},"host_server_name":{"type":"string"},"http":{"type":"object","properties":{"url":{"type":"string"},"user_agent":{"type":"string"}},"additionalProperties":false},"ip_dscp":{"type":"integer","minimum":0},"ip_nat":{"type":"boolean"},"ip_protocol":{"type":"integer","minimum":0,"maximum":255},"ip_version":{"type":"integer","enum":[4,6]},"last_seen_at":{"$ref":"#/$defs/records.unixMillis"},"local_bytes":{"$ref":"#/$defs/records.count"},"local_ip":{"type":"string"},"local_mac":{"type":"string"},"local_origin":{"type":"boolean"},"local_packets":{"$ref":"#/$defs/records.count"},"local_port":{"type":"integer","minimum":0,"maximum":65535},"local_rate":{"$ref":"#/$defs/records.rate"},"mdns":{"type":"object","properties":{"answer":{"type":"string"}},"additionalProperties":false},"nfq":{"type":"object","properties":{"dst_iface":{"type":"string"},"src_iface":{"type":"string"}},"additionalProperties":false},"other_bytes":{"$ref":"#/$defs/records.count"},"other_ip":{"type":"string"},"other_mac":{"type":"string"},"other_packets":{"$ref":"#/$defs/records.count"},"other_port":{"type":"integer","minimum":0,"maximum":65535},"other_rate":{"$ref":"#/$defs/records.rate"},"other_type":{"$ref":"#/$defs/records.otherType"},"risks":{"type":"object","properties":{"ndpi_risk_score":{"type":"integer","minimum":0},"ndpi_risk_score_client":{"type":"integer","minimum":0},"ndpi_risk_score_server":{"type":"integer","minimum":0},"risks":{"type":"array","items":{"type":"integer","minimum":0}}},"additionalProperties":false},"soft_dissector":{"type":"boolean"},"ssdp":{"type":"object","properties":{"user_agent":{"type":"string"}},"additionalProperties":false},"ssh":{"type":"object","properties":{"client":{"type":"string"},"server":{"type":"string"}},"additionalProperties":false},"ssl":{"type":"object","properties":{"alpn":{"type":"array","items":{"type":"string"}},"alpn_server":{"type":"array","items":{"type":"string"}},"cipher_suite":{"type":"string","pattern":"^0x[0-9A-Fa-f]+$"},"client_ja4":{"type":"string"},"client_sni":{"type":"string"},"encrypted_ch_version":{"type":"string","pattern":"^0x[0-9A-Fa-f]+$"},"fingerprint":{"type":"string"},"issuer_dn":{"type":"string"},"server_cn":{"type":"string"},"subject_dn":{"type":"string"},"version":{"type":"string","pattern":"^0x[0-9A-Fa-f]+$"}},"additionalProperties":false},"stun":{"type":"object","required":["peer"],"properties":{"mapped":{"type":"string"},"other":{"type":"string"},"peer":{"type":"string"},"relayed":{"type":"string"},"response":{"type":"string"}},"additionalProperties":false},"tags":{"type":"array","items":{"type":"string"}},"tcp":{"$ref":"#/$defs/records.tcpCounters"},"total_bytes":{"$ref":"#/$defs/records.count"},"total_packets":{"$ref":"#/$defs/records.count"},"vlan_id":{"type":"integer","minimum":0,"maximum":4095}},"additionalProperties":false}},"if":{"properties":{"type":{"const":"flow"}}},"else":{"properties":{"flow":{"type":"object","required":["local_bytes","local_packets","local_rate","other_bytes","other_packets","other_rate","total_bytes","total_packets"],"properties":{"local_bytes":{},"local_packets":{},"local_rate":{},"other_bytes":{},"other_packets":{},"other_rate":{},"total_bytes":{},"total_packets":{}}}}},"$defs":{"records.count":{"type":"integer","minimum":0},"records.digest":{"type":"string"},"records.otherType":{"type":"string","enum":["local","remote","broadcast","multicast","unsupported","error","unknown"]},"records.rate":{"type":"number","minimum":0},"records.tcpCounters":{"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false},"records.unixMillis":{"type":"integer","minimum":0}},"unevaluatedProperties":false};
const schema35 = {"type":"integer","minimum":0};
const schema36 = {"type":"string"};
const schema38 = {"type":"integer","minimum":0};
const schema41 = {"type":"number","minimum":0};
const schema45 = {"type":"string","enum":["local","remote","broadcast","multicast","unsupported","error","unknown"]};
const schema46 = {"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false};
const pattern6 = new RegExp("^0x[0-9A-Fa-f]+$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/flow.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("flow" !== data.type){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.flow !== undefined){
let data1 = data.flow;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if(((((((((data1.local_bytes === undefined) && (missing0 = "local_bytes")) || ((data1.local_packets === undefined) && (missing0 = "local_packets"))) || ((data1.local_rate === undefined) && (missing0 = "local_rate"))) || ((data1.other_bytes === undefined) && (missing0 = "other_bytes"))) || ((data1.other_packets === undefined) && (missing0 = "other_packets"))) || ((data1.other_rate === undefined) && (missing0 = "other_rate"))) || ((data1.total_bytes === undefined) && (missing0 = "total_bytes"))) || ((data1.total_packets === undefined) && (missing0 = "total_packets"))){
validate22.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/else/properties/flow/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/else/properties/flow/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = Object.create(null);
props0.flow = true;
props0.type = true;
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate22.errors = vErrors;
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((((data.flow === undefined) && (missing1 = "flow")) || ((data.interface === undefined) && (missing1 = "interface"))) || ((data.internal === undefined) && (missing1 = "internal"))) || ((data.type === undefined) && (missing1 = "type"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || Object.create(null);
props0.type = true;
props0.interface = true;
props0.internal = true;
props0.flow = true;
}
if(data.type !== undefined){
let data2 = data.type;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate22.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data2 === "flow") || (data2 === "flow_dpi_update")) || (data2 === "flow_dpi_complete"))){
validate22.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema34.properties.type.enum}}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.interface !== undefined){
const _errs9 = errors;
if(typeof data.interface !== "string"){
validate22.errors = [{instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.internal !== undefined){
const _errs11 = errors;
if(typeof data.internal !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.flow !== undefined){
let data5 = data.flow;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if(((((((((((((((((((((((((((((data5.app_ip_override === undefined) && (missing2 = "app_ip_override")) || ((data5.app_proto_twins === undefined) && (missing2 = "app_proto_twins"))) || ((data5.category === undefined) && (missing2 = "category"))) || ((data5.detected_application === undefined) && (missing2 = "detected_application"))) || ((data5.detected_application_name === undefined) && (missing2 = "detected_application_name"))) || ((data5.detected_protocol === undefined) && (missing2 = "detected_protocol"))) || ((data5.detected_protocol_name === undefined) && (missing2 = "detected_protocol_name"))) || ((data5.detection_guessed === undefined) && (missing2 = "detection_guessed"))) || ((data5.detection_packets === undefined) && (missing2 = "detection_packets"))) || ((data5.detection_updated === undefined) && (missing2 = "detection_updated"))) || ((data5.digest === undefined) && (missing2 = "digest"))) || ((data5.first_seen_at === undefined) && (missing2 = "first_seen_at"))) || ((data5.host_server_name === undefined) && (missing2 = "host_server_name"))) || ((data5.ip_dscp === undefined) && (missing2 = "ip_dscp"))) || ((data5.ip_nat === undefined) && (missing2 = "ip_nat"))) || ((data5.ip_protocol === undefined) && (missing2 = "ip_protocol"))) || ((data5.ip_version === undefined) && (missing2 = "ip_version"))) || ((data5.last_seen_at === undefined) && (missing2 = "last_seen_at"))) || ((data5.local_ip === undefined) && (missing2 = "local_ip"))) || ((data5.local_mac === undefined) && (missing2 = "local_mac"))) || ((data5.local_origin === undefined) && (missing2 = "local_origin"))) || ((data5.local_port === undefined) && (missing2 = "local_port"))) || ((data5.other_ip === undefined) && (missing2 = "other_ip"))) || ((data5.other_mac === undefined) && (missing2 = "other_mac"))) || ((data5.other_port === undefined) && (missing2 = "other_port"))) || ((data5.other_type === undefined) && (missing2 = "other_type"))) || ((data5.soft_dissector === undefined) && (missing2 = "soft_dissector"))) || ((data5.vlan_id === undefined) && (missing2 = "vlan_id"))){
validate22.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs15 = errors;
for(const key0 in data5){
if(!(known1.has(key0))){
validate22.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs15 === errors){
if(data5.app_ip_override !== undefined){
const _errs16 = errors;
if(typeof data5.app_ip_override !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/app_ip_override",schemaPath:"#/properties/flow/properties/app_ip_override/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.app_proto_twins !== undefined){
const _errs18 = errors;
if(typeof data5.app_proto_twins !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/app_proto_twins",schemaPath:"#/properties/flow/properties/app_proto_twins/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.bt !== undefined){
let data8 = data5.bt;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
const _errs22 = errors;
for(const key1 in data8){
if(!(key1 === "info_hash")){
validate22.errors = [{instancePath:instancePath+"/flow/bt",schemaPath:"#/properties/flow/properties/bt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs22 === errors){
if(data8.info_hash !== undefined){
if(typeof data8.info_hash !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/bt/info_hash",schemaPath:"#/properties/flow/properties/bt/properties/info_hash/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/bt",schemaPath:"#/properties/flow/properties/bt/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.category !== undefined){
let data10 = data5.category;
const _errs25 = errors;
if(errors === _errs25){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if(((((data10.application === undefined) && (missing3 = "application")) || ((data10.domain === undefined) && (missing3 = "domain"))) || ((data10.overlay === undefined) && (missing3 = "overlay"))) || ((data10.protocol === undefined) && (missing3 = "protocol"))){
validate22.errors = [{instancePath:instancePath+"/flow/category",schemaPath:"#/properties/flow/properties/category/required",keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
const _errs27 = errors;
for(const key2 in data10){
if(!((((((key2 === "application") || (key2 === "domain")) || (key2 === "local_network")) || (key2 === "other_network")) || (key2 === "overlay")) || (key2 === "protocol"))){
validate22.errors = [{instancePath:instancePath+"/flow/category",schemaPath:"#/properties/flow/properties/category/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
if(_errs27 === errors){
if(data10.application !== undefined){
let data11 = data10.application;
const _errs28 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate22.errors = [{instancePath:instancePath+"/flow/category/application",schemaPath:"#/properties/flow/properties/category/properties/application/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate22.errors = [{instancePath:instancePath+"/flow/category/application",schemaPath:"#/properties/flow/properties/category/properties/application/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs28 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.domain !== undefined){
let data12 = data10.domain;
const _errs30 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate22.errors = [{instancePath:instancePath+"/flow/category/domain",schemaPath:"#/properties/flow/properties/category/properties/domain/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate22.errors = [{instancePath:instancePath+"/flow/category/domain",schemaPath:"#/properties/flow/properties/category/properties/domain/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs30 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.local_network !== undefined){
let data13 = data10.local_network;
const _errs32 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate22.errors = [{instancePath:instancePath+"/flow/category/local_network",schemaPath:"#/properties/flow/properties/category/properties/local_network/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs32){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate22.errors = [{instancePath:instancePath+"/flow/category/local_network",schemaPath:"#/properties/flow/properties/category/properties/local_network/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs32 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.other_network !== undefined){
let data14 = data10.other_network;
const _errs34 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate22.errors = [{instancePath:instancePath+"/flow/category/other_network",schemaPath:"#/properties/flow/properties/category/properties/other_network/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs34){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate22.errors = [{instancePath:instancePath+"/flow/category/other_network",schemaPath:"#/properties/flow/properties/category/properties/other_network/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs34 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.overlay !== undefined){
let data15 = data10.overlay;
const _errs36 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate22.errors = [{instancePath:instancePath+"/flow/category/overlay",schemaPath:"#/properties/flow/properties/category/properties/overlay/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs36){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate22.errors = [{instancePath:instancePath+"/flow/category/overlay",schemaPath:"#/properties/flow/properties/category/properties/overlay/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs36 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.protocol !== undefined){
let data16 = data10.protocol;
const _errs38 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate22.errors = [{instancePath:instancePath+"/flow/category/protocol",schemaPath:"#/properties/flow/properties/category/properties/protocol/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate22.errors = [{instancePath:instancePath+"/flow/category/protocol",schemaPath:"#/properties/flow/properties/category/properties/protocol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid6 = _errs38 === errors;
}
else {
var valid6 = true;
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
validate22.errors = [{instancePath:instancePath+"/flow/category",schemaPath:"#/properties/flow/properties/category/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.conntrack !== undefined){
let data17 = data5.conntrack;
const _errs40 = errors;
if(errors === _errs40){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
const _errs42 = errors;
for(const key3 in data17){
if(!((((((key3 === "id") || (key3 === "mark")) || (key3 === "reply_dst_ip")) || (key3 === "reply_dst_port")) || (key3 === "reply_src_ip")) || (key3 === "reply_src_port"))){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack",schemaPath:"#/properties/flow/properties/conntrack/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
if(_errs42 === errors){
if(data17.id !== undefined){
let data18 = data17.id;
const _errs43 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/id",schemaPath:"#/properties/flow/properties/conntrack/properties/id/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs43){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/id",schemaPath:"#/properties/flow/properties/conntrack/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid7 = _errs43 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data17.mark !== undefined){
let data19 = data17.mark;
const _errs45 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/mark",schemaPath:"#/properties/flow/properties/conntrack/properties/mark/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs45){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/mark",schemaPath:"#/properties/flow/properties/conntrack/properties/mark/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid7 = _errs45 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data17.reply_dst_ip !== undefined){
const _errs47 = errors;
if(typeof data17.reply_dst_ip !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_dst_ip",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_dst_ip/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs47 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data17.reply_dst_port !== undefined){
let data21 = data17.reply_dst_port;
const _errs49 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_dst_port",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_dst_port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs49){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 65535 || isNaN(data21)){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_dst_port",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_dst_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535}}];
return false;
}
else {
if(data21 < 0 || isNaN(data21)){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_dst_port",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_dst_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid7 = _errs49 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data17.reply_src_ip !== undefined){
const _errs51 = errors;
if(typeof data17.reply_src_ip !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_src_ip",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_src_ip/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data17.reply_src_port !== undefined){
let data23 = data17.reply_src_port;
const _errs53 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_src_port",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_src_port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs53){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 65535 || isNaN(data23)){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_src_port",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_src_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535}}];
return false;
}
else {
if(data23 < 0 || isNaN(data23)){
validate22.errors = [{instancePath:instancePath+"/flow/conntrack/reply_src_port",schemaPath:"#/properties/flow/properties/conntrack/properties/reply_src_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid7 = _errs53 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/conntrack",schemaPath:"#/properties/flow/properties/conntrack/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs40 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detected_application !== undefined){
let data24 = data5.detected_application;
const _errs55 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate22.errors = [{instancePath:instancePath+"/flow/detected_application",schemaPath:"#/properties/flow/properties/detected_application/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs55){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 < 0 || isNaN(data24)){
validate22.errors = [{instancePath:instancePath+"/flow/detected_application",schemaPath:"#/properties/flow/properties/detected_application/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs55 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detected_application_name !== undefined){
const _errs57 = errors;
if(typeof data5.detected_application_name !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/detected_application_name",schemaPath:"#/properties/flow/properties/detected_application_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs57 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detected_protocol !== undefined){
let data26 = data5.detected_protocol;
const _errs59 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate22.errors = [{instancePath:instancePath+"/flow/detected_protocol",schemaPath:"#/properties/flow/properties/detected_protocol/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs59){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
validate22.errors = [{instancePath:instancePath+"/flow/detected_protocol",schemaPath:"#/properties/flow/properties/detected_protocol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs59 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detected_protocol_name !== undefined){
const _errs61 = errors;
if(typeof data5.detected_protocol_name !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/detected_protocol_name",schemaPath:"#/properties/flow/properties/detected_protocol_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs61 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detection_guessed !== undefined){
const _errs63 = errors;
if(typeof data5.detection_guessed !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/detection_guessed",schemaPath:"#/properties/flow/properties/detection_guessed/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs63 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detection_packets !== undefined){
let data29 = data5.detection_packets;
const _errs65 = errors;
const _errs66 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
validate22.errors = [{instancePath:instancePath+"/flow/detection_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs66){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
validate22.errors = [{instancePath:instancePath+"/flow/detection_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs65 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.detection_updated !== undefined){
const _errs68 = errors;
if(typeof data5.detection_updated !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/detection_updated",schemaPath:"#/properties/flow/properties/detection_updated/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs68 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.dhc_hit !== undefined){
const _errs70 = errors;
if(typeof data5.dhc_hit !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/dhc_hit",schemaPath:"#/properties/flow/properties/dhc_hit/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs70 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.dhcp !== undefined){
let data32 = data5.dhcp;
const _errs72 = errors;
if(errors === _errs72){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
const _errs74 = errors;
for(const key4 in data32){
if(!((key4 === "class_ident") || (key4 === "fingerprint"))){
validate22.errors = [{instancePath:instancePath+"/flow/dhcp",schemaPath:"#/properties/flow/properties/dhcp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}}];
return false;
break;
}
}
if(_errs74 === errors){
if(data32.class_ident !== undefined){
const _errs75 = errors;
if(typeof data32.class_ident !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/dhcp/class_ident",schemaPath:"#/properties/flow/properties/dhcp/properties/class_ident/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs75 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data32.fingerprint !== undefined){
const _errs77 = errors;
if(typeof data32.fingerprint !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/dhcp/fingerprint",schemaPath:"#/properties/flow/properties/dhcp/properties/fingerprint/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid9 = _errs77 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/dhcp",schemaPath:"#/properties/flow/properties/dhcp/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs72 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.digest !== undefined){
const _errs79 = errors;
if(typeof data5.digest !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/digest",schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs79 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.digest_prev !== undefined){
let data36 = data5.digest_prev;
const _errs82 = errors;
if(errors === _errs82){
if(Array.isArray(data36)){
var valid11 = true;
const len0 = data36.length;
for(let i0=0; i0<len0; i0++){
const _errs84 = errors;
if(typeof data36[i0] !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/digest_prev/" + i0,schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid11 = _errs84 === errors;
if(!valid11){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/digest_prev",schemaPath:"#/properties/flow/properties/digest_prev/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs82 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.dns_host_name !== undefined){
const _errs87 = errors;
if(typeof data5.dns_host_name !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/dns_host_name",schemaPath:"#/properties/flow/properties/dns_host_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs87 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.fhc_hit !== undefined){
const _errs89 = errors;
if(typeof data5.fhc_hit !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/fhc_hit",schemaPath:"#/properties/flow/properties/fhc_hit/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs89 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.first_seen_at !== undefined){
let data40 = data5.first_seen_at;
const _errs91 = errors;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
validate22.errors = [{instancePath:instancePath+"/flow/first_seen_at",schemaPath:"#/properties/flow/properties/first_seen_at/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs91){
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
validate22.errors = [{instancePath:instancePath+"/flow/first_seen_at",schemaPath:"#/properties/flow/properties/first_seen_at/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs91 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.gtp !== undefined){
let data41 = data5.gtp;
const _errs93 = errors;
if(errors === _errs93){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
const _errs95 = errors;
for(const key5 in data41){
if(!(known2.has(key5))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp",schemaPath:"#/properties/flow/properties/gtp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5}}];
return false;
break;
}
}
if(_errs95 === errors){
if(data41.ip_dscp !== undefined){
let data42 = data41.ip_dscp;
const _errs96 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/ip_dscp",schemaPath:"#/properties/flow/properties/gtp/properties/ip_dscp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs96){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/ip_dscp",schemaPath:"#/properties/flow/properties/gtp/properties/ip_dscp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs96 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.ip_version !== undefined){
let data43 = data41.ip_version;
const _errs98 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/ip_version",schemaPath:"#/properties/flow/properties/gtp/properties/ip_version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!((data43 === 4) || (data43 === 6))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/ip_version",schemaPath:"#/properties/flow/properties/gtp/properties/ip_version/enum",keyword:"enum",params:{allowedValues: schema34.properties.flow.properties.gtp.properties.ip_version.enum}}];
return false;
}
var valid13 = _errs98 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.local_ip !== undefined){
const _errs100 = errors;
if(typeof data41.local_ip !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/local_ip",schemaPath:"#/properties/flow/properties/gtp/properties/local_ip/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs100 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.local_port !== undefined){
let data45 = data41.local_port;
const _errs102 = errors;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/local_port",schemaPath:"#/properties/flow/properties/gtp/properties/local_port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs102){
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 > 65535 || isNaN(data45)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/local_port",schemaPath:"#/properties/flow/properties/gtp/properties/local_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535}}];
return false;
}
else {
if(data45 < 0 || isNaN(data45)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/local_port",schemaPath:"#/properties/flow/properties/gtp/properties/local_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid13 = _errs102 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.local_teid !== undefined){
let data46 = data41.local_teid;
const _errs104 = errors;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/local_teid",schemaPath:"#/properties/flow/properties/gtp/properties/local_teid/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs104){
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/local_teid",schemaPath:"#/properties/flow/properties/gtp/properties/local_teid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs104 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.other_ip !== undefined){
const _errs106 = errors;
if(typeof data41.other_ip !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_ip",schemaPath:"#/properties/flow/properties/gtp/properties/other_ip/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid13 = _errs106 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.other_port !== undefined){
let data48 = data41.other_port;
const _errs108 = errors;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_port",schemaPath:"#/properties/flow/properties/gtp/properties/other_port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs108){
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 > 65535 || isNaN(data48)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_port",schemaPath:"#/properties/flow/properties/gtp/properties/other_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535}}];
return false;
}
else {
if(data48 < 0 || isNaN(data48)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_port",schemaPath:"#/properties/flow/properties/gtp/properties/other_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid13 = _errs108 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.other_teid !== undefined){
let data49 = data41.other_teid;
const _errs110 = errors;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_teid",schemaPath:"#/properties/flow/properties/gtp/properties/other_teid/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs110){
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 0 || isNaN(data49)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_teid",schemaPath:"#/properties/flow/properties/gtp/properties/other_teid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs110 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.other_type !== undefined){
let data50 = data41.other_type;
const _errs112 = errors;
if(typeof data50 !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_type",schemaPath:"#/properties/flow/properties/gtp/properties/other_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data50 === "local") || (data50 === "remote")) || (data50 === "unsupported")) || (data50 === "error"))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/other_type",schemaPath:"#/properties/flow/properties/gtp/properties/other_type/enum",keyword:"enum",params:{allowedValues: schema34.properties.flow.properties.gtp.properties.other_type.enum}}];
return false;
}
var valid13 = _errs112 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data41.version !== undefined){
let data51 = data41.version;
const _errs114 = errors;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/version",schemaPath:"#/properties/flow/properties/gtp/properties/version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs114){
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
validate22.errors = [{instancePath:instancePath+"/flow/gtp/version",schemaPath:"#/properties/flow/properties/gtp/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs114 === errors;
}
else {
var valid13 = true;
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
validate22.errors = [{instancePath:instancePath+"/flow/gtp",schemaPath:"#/properties/flow/properties/gtp/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs93 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.host_server_name !== undefined){
const _errs116 = errors;
if(typeof data5.host_server_name !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/host_server_name",schemaPath:"#/properties/flow/properties/host_server_name/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs116 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.http !== undefined){
let data53 = data5.http;
const _errs118 = errors;
if(errors === _errs118){
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
const _errs120 = errors;
for(const key6 in data53){
if(!((key6 === "url") || (key6 === "user_agent"))){
validate22.errors = [{instancePath:instancePath+"/flow/http",schemaPath:"#/properties/flow/properties/http/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6}}];
return false;
break;
}
}
if(_errs120 === errors){
if(data53.url !== undefined){
const _errs121 = errors;
if(typeof data53.url !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/http/url",schemaPath:"#/properties/flow/properties/http/properties/url/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs121 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data53.user_agent !== undefined){
const _errs123 = errors;
if(typeof data53.user_agent !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/http/user_agent",schemaPath:"#/properties/flow/properties/http/properties/user_agent/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid14 = _errs123 === errors;
}
else {
var valid14 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/http",schemaPath:"#/properties/flow/properties/http/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs118 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ip_dscp !== undefined){
let data56 = data5.ip_dscp;
const _errs125 = errors;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
validate22.errors = [{instancePath:instancePath+"/flow/ip_dscp",schemaPath:"#/properties/flow/properties/ip_dscp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs125){
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 < 0 || isNaN(data56)){
validate22.errors = [{instancePath:instancePath+"/flow/ip_dscp",schemaPath:"#/properties/flow/properties/ip_dscp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs125 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ip_nat !== undefined){
const _errs127 = errors;
if(typeof data5.ip_nat !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/ip_nat",schemaPath:"#/properties/flow/properties/ip_nat/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs127 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ip_protocol !== undefined){
let data58 = data5.ip_protocol;
const _errs129 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
validate22.errors = [{instancePath:instancePath+"/flow/ip_protocol",schemaPath:"#/properties/flow/properties/ip_protocol/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs129){
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 > 255 || isNaN(data58)){
validate22.errors = [{instancePath:instancePath+"/flow/ip_protocol",schemaPath:"#/properties/flow/properties/ip_protocol/maximum",keyword:"maximum",params:{comparison: "<=", limit: 255}}];
return false;
}
else {
if(data58 < 0 || isNaN(data58)){
validate22.errors = [{instancePath:instancePath+"/flow/ip_protocol",schemaPath:"#/properties/flow/properties/ip_protocol/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid4 = _errs129 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ip_version !== undefined){
let data59 = data5.ip_version;
const _errs131 = errors;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
validate22.errors = [{instancePath:instancePath+"/flow/ip_version",schemaPath:"#/properties/flow/properties/ip_version/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(!((data59 === 4) || (data59 === 6))){
validate22.errors = [{instancePath:instancePath+"/flow/ip_version",schemaPath:"#/properties/flow/properties/ip_version/enum",keyword:"enum",params:{allowedValues: schema34.properties.flow.properties.ip_version.enum}}];
return false;
}
var valid4 = _errs131 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.last_seen_at !== undefined){
let data60 = data5.last_seen_at;
const _errs133 = errors;
const _errs134 = errors;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
validate22.errors = [{instancePath:instancePath+"/flow/last_seen_at",schemaPath:"#/$defs/records.unixMillis/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs134){
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 0 || isNaN(data60)){
validate22.errors = [{instancePath:instancePath+"/flow/last_seen_at",schemaPath:"#/$defs/records.unixMillis/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs133 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_bytes !== undefined){
let data61 = data5.local_bytes;
const _errs136 = errors;
const _errs137 = errors;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
validate22.errors = [{instancePath:instancePath+"/flow/local_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs137){
if((typeof data61 == "number") && (isFinite(data61))){
if(data61 < 0 || isNaN(data61)){
validate22.errors = [{instancePath:instancePath+"/flow/local_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs136 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_ip !== undefined){
const _errs139 = errors;
if(typeof data5.local_ip !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/local_ip",schemaPath:"#/properties/flow/properties/local_ip/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs139 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_mac !== undefined){
const _errs141 = errors;
if(typeof data5.local_mac !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/local_mac",schemaPath:"#/properties/flow/properties/local_mac/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs141 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_origin !== undefined){
const _errs143 = errors;
if(typeof data5.local_origin !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/local_origin",schemaPath:"#/properties/flow/properties/local_origin/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs143 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_packets !== undefined){
let data65 = data5.local_packets;
const _errs145 = errors;
const _errs146 = errors;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
validate22.errors = [{instancePath:instancePath+"/flow/local_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs146){
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
validate22.errors = [{instancePath:instancePath+"/flow/local_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs145 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_port !== undefined){
let data66 = data5.local_port;
const _errs148 = errors;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
validate22.errors = [{instancePath:instancePath+"/flow/local_port",schemaPath:"#/properties/flow/properties/local_port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs148){
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 > 65535 || isNaN(data66)){
validate22.errors = [{instancePath:instancePath+"/flow/local_port",schemaPath:"#/properties/flow/properties/local_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535}}];
return false;
}
else {
if(data66 < 0 || isNaN(data66)){
validate22.errors = [{instancePath:instancePath+"/flow/local_port",schemaPath:"#/properties/flow/properties/local_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid4 = _errs148 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.local_rate !== undefined){
let data67 = data5.local_rate;
const _errs150 = errors;
const _errs151 = errors;
if(errors === _errs151){
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 0 || isNaN(data67)){
validate22.errors = [{instancePath:instancePath+"/flow/local_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/local_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid4 = _errs150 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.mdns !== undefined){
let data68 = data5.mdns;
const _errs153 = errors;
if(errors === _errs153){
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
const _errs155 = errors;
for(const key7 in data68){
if(!(key7 === "answer")){
validate22.errors = [{instancePath:instancePath+"/flow/mdns",schemaPath:"#/properties/flow/properties/mdns/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7}}];
return false;
break;
}
}
if(_errs155 === errors){
if(data68.answer !== undefined){
if(typeof data68.answer !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/mdns/answer",schemaPath:"#/properties/flow/properties/mdns/properties/answer/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/mdns",schemaPath:"#/properties/flow/properties/mdns/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs153 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.nfq !== undefined){
let data70 = data5.nfq;
const _errs158 = errors;
if(errors === _errs158){
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
const _errs160 = errors;
for(const key8 in data70){
if(!((key8 === "dst_iface") || (key8 === "src_iface"))){
validate22.errors = [{instancePath:instancePath+"/flow/nfq",schemaPath:"#/properties/flow/properties/nfq/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8}}];
return false;
break;
}
}
if(_errs160 === errors){
if(data70.dst_iface !== undefined){
const _errs161 = errors;
if(typeof data70.dst_iface !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/nfq/dst_iface",schemaPath:"#/properties/flow/properties/nfq/properties/dst_iface/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid20 = _errs161 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data70.src_iface !== undefined){
const _errs163 = errors;
if(typeof data70.src_iface !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/nfq/src_iface",schemaPath:"#/properties/flow/properties/nfq/properties/src_iface/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid20 = _errs163 === errors;
}
else {
var valid20 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/nfq",schemaPath:"#/properties/flow/properties/nfq/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs158 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_bytes !== undefined){
let data73 = data5.other_bytes;
const _errs165 = errors;
const _errs166 = errors;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
validate22.errors = [{instancePath:instancePath+"/flow/other_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs166){
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 < 0 || isNaN(data73)){
validate22.errors = [{instancePath:instancePath+"/flow/other_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs165 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_ip !== undefined){
const _errs168 = errors;
if(typeof data5.other_ip !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/other_ip",schemaPath:"#/properties/flow/properties/other_ip/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs168 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_mac !== undefined){
const _errs170 = errors;
if(typeof data5.other_mac !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/other_mac",schemaPath:"#/properties/flow/properties/other_mac/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs170 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_packets !== undefined){
let data76 = data5.other_packets;
const _errs172 = errors;
const _errs173 = errors;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
validate22.errors = [{instancePath:instancePath+"/flow/other_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs173){
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 0 || isNaN(data76)){
validate22.errors = [{instancePath:instancePath+"/flow/other_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs172 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_port !== undefined){
let data77 = data5.other_port;
const _errs175 = errors;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
validate22.errors = [{instancePath:instancePath+"/flow/other_port",schemaPath:"#/properties/flow/properties/other_port/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs175){
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 > 65535 || isNaN(data77)){
validate22.errors = [{instancePath:instancePath+"/flow/other_port",schemaPath:"#/properties/flow/properties/other_port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535}}];
return false;
}
else {
if(data77 < 0 || isNaN(data77)){
validate22.errors = [{instancePath:instancePath+"/flow/other_port",schemaPath:"#/properties/flow/properties/other_port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid4 = _errs175 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_rate !== undefined){
let data78 = data5.other_rate;
const _errs177 = errors;
const _errs178 = errors;
if(errors === _errs178){
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 0 || isNaN(data78)){
validate22.errors = [{instancePath:instancePath+"/flow/other_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/other_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid4 = _errs177 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.other_type !== undefined){
let data79 = data5.other_type;
const _errs180 = errors;
if(typeof data79 !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/other_type",schemaPath:"#/$defs/records.otherType/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data79 === "local") || (data79 === "remote")) || (data79 === "broadcast")) || (data79 === "multicast")) || (data79 === "unsupported")) || (data79 === "error")) || (data79 === "unknown"))){
validate22.errors = [{instancePath:instancePath+"/flow/other_type",schemaPath:"#/$defs/records.otherType/enum",keyword:"enum",params:{allowedValues: schema45.enum}}];
return false;
}
var valid4 = _errs180 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.risks !== undefined){
let data80 = data5.risks;
const _errs183 = errors;
if(errors === _errs183){
if(data80 && typeof data80 == "object" && !Array.isArray(data80)){
const _errs185 = errors;
for(const key9 in data80){
if(!((((key9 === "ndpi_risk_score") || (key9 === "ndpi_risk_score_client")) || (key9 === "ndpi_risk_score_server")) || (key9 === "risks"))){
validate22.errors = [{instancePath:instancePath+"/flow/risks",schemaPath:"#/properties/flow/properties/risks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9}}];
return false;
break;
}
}
if(_errs185 === errors){
if(data80.ndpi_risk_score !== undefined){
let data81 = data80.ndpi_risk_score;
const _errs186 = errors;
if(!(((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81))) && (isFinite(data81)))){
validate22.errors = [{instancePath:instancePath+"/flow/risks/ndpi_risk_score",schemaPath:"#/properties/flow/properties/risks/properties/ndpi_risk_score/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs186){
if((typeof data81 == "number") && (isFinite(data81))){
if(data81 < 0 || isNaN(data81)){
validate22.errors = [{instancePath:instancePath+"/flow/risks/ndpi_risk_score",schemaPath:"#/properties/flow/properties/risks/properties/ndpi_risk_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid25 = _errs186 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data80.ndpi_risk_score_client !== undefined){
let data82 = data80.ndpi_risk_score_client;
const _errs188 = errors;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
validate22.errors = [{instancePath:instancePath+"/flow/risks/ndpi_risk_score_client",schemaPath:"#/properties/flow/properties/risks/properties/ndpi_risk_score_client/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs188){
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 0 || isNaN(data82)){
validate22.errors = [{instancePath:instancePath+"/flow/risks/ndpi_risk_score_client",schemaPath:"#/properties/flow/properties/risks/properties/ndpi_risk_score_client/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid25 = _errs188 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data80.ndpi_risk_score_server !== undefined){
let data83 = data80.ndpi_risk_score_server;
const _errs190 = errors;
if(!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))){
validate22.errors = [{instancePath:instancePath+"/flow/risks/ndpi_risk_score_server",schemaPath:"#/properties/flow/properties/risks/properties/ndpi_risk_score_server/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs190){
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 0 || isNaN(data83)){
validate22.errors = [{instancePath:instancePath+"/flow/risks/ndpi_risk_score_server",schemaPath:"#/properties/flow/properties/risks/properties/ndpi_risk_score_server/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid25 = _errs190 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data80.risks !== undefined){
let data84 = data80.risks;
const _errs192 = errors;
if(errors === _errs192){
if(Array.isArray(data84)){
var valid26 = true;
const len1 = data84.length;
for(let i1=0; i1<len1; i1++){
let data85 = data84[i1];
const _errs194 = errors;
if(!(((typeof data85 == "number") && (!(data85 % 1) && !isNaN(data85))) && (isFinite(data85)))){
validate22.errors = [{instancePath:instancePath+"/flow/risks/risks/" + i1,schemaPath:"#/properties/flow/properties/risks/properties/risks/items/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs194){
if((typeof data85 == "number") && (isFinite(data85))){
if(data85 < 0 || isNaN(data85)){
validate22.errors = [{instancePath:instancePath+"/flow/risks/risks/" + i1,schemaPath:"#/properties/flow/properties/risks/properties/risks/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid26 = _errs194 === errors;
if(!valid26){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/risks/risks",schemaPath:"#/properties/flow/properties/risks/properties/risks/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid25 = _errs192 === errors;
}
else {
var valid25 = true;
}
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/risks",schemaPath:"#/properties/flow/properties/risks/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs183 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.soft_dissector !== undefined){
const _errs196 = errors;
if(typeof data5.soft_dissector !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/flow/soft_dissector",schemaPath:"#/properties/flow/properties/soft_dissector/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs196 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ssdp !== undefined){
let data87 = data5.ssdp;
const _errs198 = errors;
if(errors === _errs198){
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
const _errs200 = errors;
for(const key10 in data87){
if(!(key10 === "user_agent")){
validate22.errors = [{instancePath:instancePath+"/flow/ssdp",schemaPath:"#/properties/flow/properties/ssdp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10}}];
return false;
break;
}
}
if(_errs200 === errors){
if(data87.user_agent !== undefined){
if(typeof data87.user_agent !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssdp/user_agent",schemaPath:"#/properties/flow/properties/ssdp/properties/user_agent/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssdp",schemaPath:"#/properties/flow/properties/ssdp/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs198 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ssh !== undefined){
let data89 = data5.ssh;
const _errs203 = errors;
if(errors === _errs203){
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
const _errs205 = errors;
for(const key11 in data89){
if(!((key11 === "client") || (key11 === "server"))){
validate22.errors = [{instancePath:instancePath+"/flow/ssh",schemaPath:"#/properties/flow/properties/ssh/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11}}];
return false;
break;
}
}
if(_errs205 === errors){
if(data89.client !== undefined){
const _errs206 = errors;
if(typeof data89.client !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssh/client",schemaPath:"#/properties/flow/properties/ssh/properties/client/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid28 = _errs206 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data89.server !== undefined){
const _errs208 = errors;
if(typeof data89.server !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssh/server",schemaPath:"#/properties/flow/properties/ssh/properties/server/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid28 = _errs208 === errors;
}
else {
var valid28 = true;
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssh",schemaPath:"#/properties/flow/properties/ssh/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs203 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ssl !== undefined){
let data92 = data5.ssl;
const _errs210 = errors;
if(errors === _errs210){
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
const _errs212 = errors;
for(const key12 in data92){
if(!(known3.has(key12))){
validate22.errors = [{instancePath:instancePath+"/flow/ssl",schemaPath:"#/properties/flow/properties/ssl/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12}}];
return false;
break;
}
}
if(_errs212 === errors){
if(data92.alpn !== undefined){
let data93 = data92.alpn;
const _errs213 = errors;
if(errors === _errs213){
if(Array.isArray(data93)){
var valid30 = true;
const len2 = data93.length;
for(let i2=0; i2<len2; i2++){
const _errs215 = errors;
if(typeof data93[i2] !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/alpn/" + i2,schemaPath:"#/properties/flow/properties/ssl/properties/alpn/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid30 = _errs215 === errors;
if(!valid30){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssl/alpn",schemaPath:"#/properties/flow/properties/ssl/properties/alpn/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid29 = _errs213 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.alpn_server !== undefined){
let data95 = data92.alpn_server;
const _errs217 = errors;
if(errors === _errs217){
if(Array.isArray(data95)){
var valid31 = true;
const len3 = data95.length;
for(let i3=0; i3<len3; i3++){
const _errs219 = errors;
if(typeof data95[i3] !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/alpn_server/" + i3,schemaPath:"#/properties/flow/properties/ssl/properties/alpn_server/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid31 = _errs219 === errors;
if(!valid31){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssl/alpn_server",schemaPath:"#/properties/flow/properties/ssl/properties/alpn_server/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid29 = _errs217 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.cipher_suite !== undefined){
let data97 = data92.cipher_suite;
const _errs221 = errors;
if(errors === _errs221){
if(typeof data97 === "string"){
if(!pattern6.test(data97)){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/cipher_suite",schemaPath:"#/properties/flow/properties/ssl/properties/cipher_suite/pattern",keyword:"pattern",params:{pattern: "^0x[0-9A-Fa-f]+$"}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssl/cipher_suite",schemaPath:"#/properties/flow/properties/ssl/properties/cipher_suite/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid29 = _errs221 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.client_ja4 !== undefined){
const _errs223 = errors;
if(typeof data92.client_ja4 !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/client_ja4",schemaPath:"#/properties/flow/properties/ssl/properties/client_ja4/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs223 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.client_sni !== undefined){
const _errs225 = errors;
if(typeof data92.client_sni !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/client_sni",schemaPath:"#/properties/flow/properties/ssl/properties/client_sni/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs225 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.encrypted_ch_version !== undefined){
let data100 = data92.encrypted_ch_version;
const _errs227 = errors;
if(errors === _errs227){
if(typeof data100 === "string"){
if(!pattern6.test(data100)){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/encrypted_ch_version",schemaPath:"#/properties/flow/properties/ssl/properties/encrypted_ch_version/pattern",keyword:"pattern",params:{pattern: "^0x[0-9A-Fa-f]+$"}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssl/encrypted_ch_version",schemaPath:"#/properties/flow/properties/ssl/properties/encrypted_ch_version/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid29 = _errs227 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.fingerprint !== undefined){
const _errs229 = errors;
if(typeof data92.fingerprint !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/fingerprint",schemaPath:"#/properties/flow/properties/ssl/properties/fingerprint/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs229 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.issuer_dn !== undefined){
const _errs231 = errors;
if(typeof data92.issuer_dn !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/issuer_dn",schemaPath:"#/properties/flow/properties/ssl/properties/issuer_dn/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs231 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.server_cn !== undefined){
const _errs233 = errors;
if(typeof data92.server_cn !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/server_cn",schemaPath:"#/properties/flow/properties/ssl/properties/server_cn/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs233 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.subject_dn !== undefined){
const _errs235 = errors;
if(typeof data92.subject_dn !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/subject_dn",schemaPath:"#/properties/flow/properties/ssl/properties/subject_dn/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid29 = _errs235 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data92.version !== undefined){
let data105 = data92.version;
const _errs237 = errors;
if(errors === _errs237){
if(typeof data105 === "string"){
if(!pattern6.test(data105)){
validate22.errors = [{instancePath:instancePath+"/flow/ssl/version",schemaPath:"#/properties/flow/properties/ssl/properties/version/pattern",keyword:"pattern",params:{pattern: "^0x[0-9A-Fa-f]+$"}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/ssl/version",schemaPath:"#/properties/flow/properties/ssl/properties/version/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid29 = _errs237 === errors;
}
else {
var valid29 = true;
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
validate22.errors = [{instancePath:instancePath+"/flow/ssl",schemaPath:"#/properties/flow/properties/ssl/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs210 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.stun !== undefined){
let data106 = data5.stun;
const _errs239 = errors;
if(errors === _errs239){
if(data106 && typeof data106 == "object" && !Array.isArray(data106)){
let missing4;
if((data106.peer === undefined) && (missing4 = "peer")){
validate22.errors = [{instancePath:instancePath+"/flow/stun",schemaPath:"#/properties/flow/properties/stun/required",keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
const _errs241 = errors;
for(const key13 in data106){
if(!(((((key13 === "mapped") || (key13 === "other")) || (key13 === "peer")) || (key13 === "relayed")) || (key13 === "response"))){
validate22.errors = [{instancePath:instancePath+"/flow/stun",schemaPath:"#/properties/flow/properties/stun/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13}}];
return false;
break;
}
}
if(_errs241 === errors){
if(data106.mapped !== undefined){
const _errs242 = errors;
if(typeof data106.mapped !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/stun/mapped",schemaPath:"#/properties/flow/properties/stun/properties/mapped/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs242 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data106.other !== undefined){
const _errs244 = errors;
if(typeof data106.other !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/stun/other",schemaPath:"#/properties/flow/properties/stun/properties/other/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs244 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data106.peer !== undefined){
const _errs246 = errors;
if(typeof data106.peer !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/stun/peer",schemaPath:"#/properties/flow/properties/stun/properties/peer/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs246 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data106.relayed !== undefined){
const _errs248 = errors;
if(typeof data106.relayed !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/stun/relayed",schemaPath:"#/properties/flow/properties/stun/properties/relayed/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs248 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data106.response !== undefined){
const _errs250 = errors;
if(typeof data106.response !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/stun/response",schemaPath:"#/properties/flow/properties/stun/properties/response/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid32 = _errs250 === errors;
}
else {
var valid32 = true;
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/stun",schemaPath:"#/properties/flow/properties/stun/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs239 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.tags !== undefined){
let data112 = data5.tags;
const _errs252 = errors;
if(errors === _errs252){
if(Array.isArray(data112)){
var valid33 = true;
const len4 = data112.length;
for(let i4=0; i4<len4; i4++){
const _errs254 = errors;
if(typeof data112[i4] !== "string"){
validate22.errors = [{instancePath:instancePath+"/flow/tags/" + i4,schemaPath:"#/properties/flow/properties/tags/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid33 = _errs254 === errors;
if(!valid33){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/tags",schemaPath:"#/properties/flow/properties/tags/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs252 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.tcp !== undefined){
let data114 = data5.tcp;
const _errs256 = errors;
const _errs257 = errors;
if(errors === _errs257){
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
const _errs259 = errors;
for(const key14 in data114){
if(!(((key14 === "resets") || (key14 === "retrans")) || (key14 === "seq_errors"))){
validate22.errors = [{instancePath:instancePath+"/flow/tcp",schemaPath:"#/$defs/records.tcpCounters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14}}];
return false;
break;
}
}
if(_errs259 === errors){
if(data114.resets !== undefined){
let data115 = data114.resets;
const _errs260 = errors;
if(!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))){
validate22.errors = [{instancePath:instancePath+"/flow/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs260){
if((typeof data115 == "number") && (isFinite(data115))){
if(data115 < 0 || isNaN(data115)){
validate22.errors = [{instancePath:instancePath+"/flow/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid35 = _errs260 === errors;
}
else {
var valid35 = true;
}
if(valid35){
if(data114.retrans !== undefined){
let data116 = data114.retrans;
const _errs262 = errors;
if(!(((typeof data116 == "number") && (!(data116 % 1) && !isNaN(data116))) && (isFinite(data116)))){
validate22.errors = [{instancePath:instancePath+"/flow/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs262){
if((typeof data116 == "number") && (isFinite(data116))){
if(data116 < 0 || isNaN(data116)){
validate22.errors = [{instancePath:instancePath+"/flow/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid35 = _errs262 === errors;
}
else {
var valid35 = true;
}
if(valid35){
if(data114.seq_errors !== undefined){
let data117 = data114.seq_errors;
const _errs264 = errors;
if(!(((typeof data117 == "number") && (!(data117 % 1) && !isNaN(data117))) && (isFinite(data117)))){
validate22.errors = [{instancePath:instancePath+"/flow/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs264){
if((typeof data117 == "number") && (isFinite(data117))){
if(data117 < 0 || isNaN(data117)){
validate22.errors = [{instancePath:instancePath+"/flow/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid35 = _errs264 === errors;
}
else {
var valid35 = true;
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/flow/tcp",schemaPath:"#/$defs/records.tcpCounters/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid4 = _errs256 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.total_bytes !== undefined){
let data118 = data5.total_bytes;
const _errs266 = errors;
const _errs267 = errors;
if(!(((typeof data118 == "number") && (!(data118 % 1) && !isNaN(data118))) && (isFinite(data118)))){
validate22.errors = [{instancePath:instancePath+"/flow/total_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs267){
if((typeof data118 == "number") && (isFinite(data118))){
if(data118 < 0 || isNaN(data118)){
validate22.errors = [{instancePath:instancePath+"/flow/total_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs266 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.total_packets !== undefined){
let data119 = data5.total_packets;
const _errs269 = errors;
const _errs270 = errors;
if(!(((typeof data119 == "number") && (!(data119 % 1) && !isNaN(data119))) && (isFinite(data119)))){
validate22.errors = [{instancePath:instancePath+"/flow/total_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs270){
if((typeof data119 == "number") && (isFinite(data119))){
if(data119 < 0 || isNaN(data119)){
validate22.errors = [{instancePath:instancePath+"/flow/total_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs269 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.vlan_id !== undefined){
let data120 = data5.vlan_id;
const _errs272 = errors;
if(!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))){
validate22.errors = [{instancePath:instancePath+"/flow/vlan_id",schemaPath:"#/properties/flow/properties/vlan_id/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs272){
if((typeof data120 == "number") && (isFinite(data120))){
if(data120 > 4095 || isNaN(data120)){
validate22.errors = [{instancePath:instancePath+"/flow/vlan_id",schemaPath:"#/properties/flow/properties/vlan_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4095}}];
return false;
}
else {
if(data120 < 0 || isNaN(data120)){
validate22.errors = [{instancePath:instancePath+"/flow/vlan_id",schemaPath:"#/properties/flow/properties/vlan_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid4 = _errs272 === errors;
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
validate22.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(props0 !== true){
for(const key15 in data){
if(!props0 || !props0[key15]){
validate22.errors = [{instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key15}}];
return false;
break;
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

export const flowIntel = validate23;
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/flow_intel.schema.json","type":"object","required":["type"],"properties":{"type":{"type":"string","const":"flow_intel"},"interface":{"type":"string"},"internal":{"type":"boolean"},"flow":{"type":"object","properties":{"detection_packets":{"$ref":"#/$defs/records.count"},"digest":{"$ref":"#/$defs/records.digest"},"digest_prev":{"type":"array","items":{"$ref":"#/$defs/records.digest"}},"last_seen_at":{"$ref":"#/$defs/records.unixMillis"},"local_bytes":{"$ref":"#/$defs/records.count"},"local_packets":{"$ref":"#/$defs/records.count"},"local_rate":{"$ref":"#/$defs/records.rate"},"other_bytes":{"$ref":"#/$defs/records.count"},"other_packets":{"$ref":"#/$defs/records.count"},"other_rate":{"$ref":"#/$defs/records.rate"},"tcp":{"$ref":"#/$defs/records.tcpCounters"},"total_bytes":{"$ref":"#/$defs/records.count"},"total_packets":{"$ref":"#/$defs/records.count"},"intel":{"type":"array","items":{"type":"object","properties":{"category":{"type":"string"},"criteria":{"type":"object"},"data_feed":{"type":"string"},"event":{"$ref":"#/$defs/enums.eventName"},"indicator":{"type":"string"},"indicator_driver":{"type":"string"},"score":{"type":"integer","minimum":0,"maximum":100}},"additionalProperties":false}}},"additionalProperties":false}},"$defs":{"enums.eventName":{"type":"string","enum":["dpi_new","dpi_update","dpi_complete","flow_new","flow_stats","flow_expiring","flow_expired"]},"records.count":{"type":"integer","minimum":0},"records.digest":{"type":"string"},"records.rate":{"type":"number","minimum":0},"records.tcpCounters":{"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false},"records.unixMillis":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema50 = {"type":"integer","minimum":0};
const schema51 = {"type":"string"};
const schema53 = {"type":"integer","minimum":0};
const schema56 = {"type":"number","minimum":0};
const schema60 = {"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema63 = {"type":"string","enum":["dpi_new","dpi_update","dpi_complete","flow_new","flow_stats","flow_expiring","flow_expired"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/flow_intel.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "interface")) || (key0 === "internal")) || (key0 === "flow"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate23.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("flow_intel" !== data0){
validate23.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "flow_intel"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interface !== undefined){
const _errs4 = errors;
if(typeof data.interface !== "string"){
validate23.errors = [{instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.internal !== undefined){
const _errs6 = errors;
if(typeof data.internal !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flow !== undefined){
let data3 = data.flow;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs10 = errors;
for(const key1 in data3){
if(!(known4.has(key1))){
validate23.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs10 === errors){
if(data3.detection_packets !== undefined){
let data4 = data3.detection_packets;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate23.errors = [{instancePath:instancePath+"/flow/detection_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate23.errors = [{instancePath:instancePath+"/flow/detection_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.digest !== undefined){
const _errs14 = errors;
if(typeof data3.digest !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/digest",schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.digest_prev !== undefined){
let data6 = data3.digest_prev;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid4 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(typeof data6[i0] !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/digest_prev/" + i0,schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs19 === errors;
if(!valid4){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/flow/digest_prev",schemaPath:"#/properties/flow/properties/digest_prev/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.last_seen_at !== undefined){
let data8 = data3.last_seen_at;
const _errs22 = errors;
const _errs23 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate23.errors = [{instancePath:instancePath+"/flow/last_seen_at",schemaPath:"#/$defs/records.unixMillis/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs23){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate23.errors = [{instancePath:instancePath+"/flow/last_seen_at",schemaPath:"#/$defs/records.unixMillis/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs22 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.local_bytes !== undefined){
let data9 = data3.local_bytes;
const _errs25 = errors;
const _errs26 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate23.errors = [{instancePath:instancePath+"/flow/local_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate23.errors = [{instancePath:instancePath+"/flow/local_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.local_packets !== undefined){
let data10 = data3.local_packets;
const _errs28 = errors;
const _errs29 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate23.errors = [{instancePath:instancePath+"/flow/local_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs29){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate23.errors = [{instancePath:instancePath+"/flow/local_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs28 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.local_rate !== undefined){
let data11 = data3.local_rate;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate23.errors = [{instancePath:instancePath+"/flow/local_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/flow/local_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid1 = _errs31 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.other_bytes !== undefined){
let data12 = data3.other_bytes;
const _errs34 = errors;
const _errs35 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate23.errors = [{instancePath:instancePath+"/flow/other_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs35){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate23.errors = [{instancePath:instancePath+"/flow/other_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.other_packets !== undefined){
let data13 = data3.other_packets;
const _errs37 = errors;
const _errs38 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate23.errors = [{instancePath:instancePath+"/flow/other_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate23.errors = [{instancePath:instancePath+"/flow/other_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs37 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.other_rate !== undefined){
let data14 = data3.other_rate;
const _errs40 = errors;
const _errs41 = errors;
if(errors === _errs41){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate23.errors = [{instancePath:instancePath+"/flow/other_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/flow/other_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid1 = _errs40 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.tcp !== undefined){
let data15 = data3.tcp;
const _errs43 = errors;
const _errs44 = errors;
if(errors === _errs44){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
const _errs46 = errors;
for(const key2 in data15){
if(!(((key2 === "resets") || (key2 === "retrans")) || (key2 === "seq_errors"))){
validate23.errors = [{instancePath:instancePath+"/flow/tcp",schemaPath:"#/$defs/records.tcpCounters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
if(_errs46 === errors){
if(data15.resets !== undefined){
let data16 = data15.resets;
const _errs47 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate23.errors = [{instancePath:instancePath+"/flow/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs47){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate23.errors = [{instancePath:instancePath+"/flow/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid14 = _errs47 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data15.retrans !== undefined){
let data17 = data15.retrans;
const _errs49 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate23.errors = [{instancePath:instancePath+"/flow/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs49){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate23.errors = [{instancePath:instancePath+"/flow/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid14 = _errs49 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data15.seq_errors !== undefined){
let data18 = data15.seq_errors;
const _errs51 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate23.errors = [{instancePath:instancePath+"/flow/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs51){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate23.errors = [{instancePath:instancePath+"/flow/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid14 = _errs51 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/flow/tcp",schemaPath:"#/$defs/records.tcpCounters/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs43 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.total_bytes !== undefined){
let data19 = data3.total_bytes;
const _errs53 = errors;
const _errs54 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate23.errors = [{instancePath:instancePath+"/flow/total_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs54){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate23.errors = [{instancePath:instancePath+"/flow/total_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs53 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.total_packets !== undefined){
let data20 = data3.total_packets;
const _errs56 = errors;
const _errs57 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate23.errors = [{instancePath:instancePath+"/flow/total_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs57){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate23.errors = [{instancePath:instancePath+"/flow/total_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs56 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.intel !== undefined){
let data21 = data3.intel;
const _errs59 = errors;
if(errors === _errs59){
if(Array.isArray(data21)){
var valid17 = true;
const len1 = data21.length;
for(let i1=0; i1<len1; i1++){
let data22 = data21[i1];
const _errs61 = errors;
if(errors === _errs61){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
const _errs63 = errors;
for(const key3 in data22){
if(!(((((((key3 === "category") || (key3 === "criteria")) || (key3 === "data_feed")) || (key3 === "event")) || (key3 === "indicator")) || (key3 === "indicator_driver")) || (key3 === "score"))){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1,schemaPath:"#/properties/flow/properties/intel/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
if(_errs63 === errors){
if(data22.category !== undefined){
const _errs64 = errors;
if(typeof data22.category !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/category",schemaPath:"#/properties/flow/properties/intel/items/properties/category/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid18 = _errs64 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data22.criteria !== undefined){
let data24 = data22.criteria;
const _errs66 = errors;
if(!(data24 && typeof data24 == "object" && !Array.isArray(data24))){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/criteria",schemaPath:"#/properties/flow/properties/intel/items/properties/criteria/type",keyword:"type",params:{type: "object"}}];
return false;
}
var valid18 = _errs66 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data22.data_feed !== undefined){
const _errs68 = errors;
if(typeof data22.data_feed !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/data_feed",schemaPath:"#/properties/flow/properties/intel/items/properties/data_feed/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid18 = _errs68 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data22.event !== undefined){
let data26 = data22.event;
const _errs70 = errors;
if(typeof data26 !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/event",schemaPath:"#/$defs/enums.eventName/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data26 === "dpi_new") || (data26 === "dpi_update")) || (data26 === "dpi_complete")) || (data26 === "flow_new")) || (data26 === "flow_stats")) || (data26 === "flow_expiring")) || (data26 === "flow_expired"))){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/event",schemaPath:"#/$defs/enums.eventName/enum",keyword:"enum",params:{allowedValues: schema63.enum}}];
return false;
}
var valid18 = _errs70 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data22.indicator !== undefined){
const _errs73 = errors;
if(typeof data22.indicator !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/indicator",schemaPath:"#/properties/flow/properties/intel/items/properties/indicator/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid18 = _errs73 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data22.indicator_driver !== undefined){
const _errs75 = errors;
if(typeof data22.indicator_driver !== "string"){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/indicator_driver",schemaPath:"#/properties/flow/properties/intel/items/properties/indicator_driver/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid18 = _errs75 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data22.score !== undefined){
let data29 = data22.score;
const _errs77 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/score",schemaPath:"#/properties/flow/properties/intel/items/properties/score/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs77){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 100 || isNaN(data29)){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/score",schemaPath:"#/properties/flow/properties/intel/items/properties/score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100}}];
return false;
}
else {
if(data29 < 0 || isNaN(data29)){
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1+"/score",schemaPath:"#/properties/flow/properties/intel/items/properties/score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
}
var valid18 = _errs77 === errors;
}
else {
var valid18 = true;
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
validate23.errors = [{instancePath:instancePath+"/flow/intel/" + i1,schemaPath:"#/properties/flow/properties/intel/items/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid17 = _errs61 === errors;
if(!valid17){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/flow/intel",schemaPath:"#/properties/flow/properties/intel/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs59 === errors;
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
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/flow",schemaPath:"#/properties/flow/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
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

export const flowPurge = validate24;
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/flow_purge.schema.json","type":"object","required":["flow","interface","internal","reason","type"],"properties":{"type":{"type":"string","const":"flow_purge"},"interface":{"type":"string"},"internal":{"type":"boolean"},"reason":{"type":"string","enum":["closed","expired"]},"flow":{"$ref":"#/$defs/records.flowCounters"}},"$defs":{"records.count":{"type":"integer","minimum":0},"records.digest":{"type":"string"},"records.flowCounters":{"type":"object","required":["detection_packets","digest","last_seen_at","local_bytes","local_packets","local_rate","other_bytes","other_packets","other_rate","total_bytes","total_packets"],"properties":{"detection_packets":{"$ref":"#/$defs/records.count"},"digest":{"$ref":"#/$defs/records.digest"},"digest_prev":{"type":"array","items":{"$ref":"#/$defs/records.digest"}},"last_seen_at":{"$ref":"#/$defs/records.unixMillis"},"local_bytes":{"$ref":"#/$defs/records.count"},"local_packets":{"$ref":"#/$defs/records.count"},"local_rate":{"$ref":"#/$defs/records.rate"},"other_bytes":{"$ref":"#/$defs/records.count"},"other_packets":{"$ref":"#/$defs/records.count"},"other_rate":{"$ref":"#/$defs/records.rate"},"tcp":{"$ref":"#/$defs/records.tcpCounters"},"total_bytes":{"$ref":"#/$defs/records.count"},"total_packets":{"$ref":"#/$defs/records.count"}},"additionalProperties":false},"records.rate":{"type":"number","minimum":0},"records.tcpCounters":{"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false},"records.unixMillis":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema65 = {"type":"object","required":["detection_packets","digest","last_seen_at","local_bytes","local_packets","local_rate","other_bytes","other_packets","other_rate","total_bytes","total_packets"],"properties":{"detection_packets":{"$ref":"#/$defs/records.count"},"digest":{"$ref":"#/$defs/records.digest"},"digest_prev":{"type":"array","items":{"$ref":"#/$defs/records.digest"}},"last_seen_at":{"$ref":"#/$defs/records.unixMillis"},"local_bytes":{"$ref":"#/$defs/records.count"},"local_packets":{"$ref":"#/$defs/records.count"},"local_rate":{"$ref":"#/$defs/records.rate"},"other_bytes":{"$ref":"#/$defs/records.count"},"other_packets":{"$ref":"#/$defs/records.count"},"other_rate":{"$ref":"#/$defs/records.rate"},"tcp":{"$ref":"#/$defs/records.tcpCounters"},"total_bytes":{"$ref":"#/$defs/records.count"},"total_packets":{"$ref":"#/$defs/records.count"}},"additionalProperties":false};
const schema66 = {"type":"integer","minimum":0};
const schema67 = {"type":"string"};
const schema69 = {"type":"integer","minimum":0};
const schema72 = {"type":"number","minimum":0};
const schema76 = {"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.detection_packets === undefined) && (missing0 = "detection_packets")) || ((data.digest === undefined) && (missing0 = "digest"))) || ((data.last_seen_at === undefined) && (missing0 = "last_seen_at"))) || ((data.local_bytes === undefined) && (missing0 = "local_bytes"))) || ((data.local_packets === undefined) && (missing0 = "local_packets"))) || ((data.local_rate === undefined) && (missing0 = "local_rate"))) || ((data.other_bytes === undefined) && (missing0 = "other_bytes"))) || ((data.other_packets === undefined) && (missing0 = "other_packets"))) || ((data.other_rate === undefined) && (missing0 = "other_rate"))) || ((data.total_bytes === undefined) && (missing0 = "total_bytes"))) || ((data.total_packets === undefined) && (missing0 = "total_packets"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(known5.has(key0))){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.detection_packets !== undefined){
let data0 = data.detection_packets;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate25.errors = [{instancePath:instancePath+"/detection_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate25.errors = [{instancePath:instancePath+"/detection_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
const _errs5 = errors;
if(typeof data.digest !== "string"){
validate25.errors = [{instancePath:instancePath+"/digest",schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest_prev !== undefined){
let data2 = data.digest_prev;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid3 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(typeof data2[i0] !== "string"){
validate25.errors = [{instancePath:instancePath+"/digest_prev/" + i0,schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/digest_prev",schemaPath:"#/properties/digest_prev/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_seen_at !== undefined){
let data4 = data.last_seen_at;
const _errs13 = errors;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate25.errors = [{instancePath:instancePath+"/last_seen_at",schemaPath:"#/$defs/records.unixMillis/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate25.errors = [{instancePath:instancePath+"/last_seen_at",schemaPath:"#/$defs/records.unixMillis/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.local_bytes !== undefined){
let data5 = data.local_bytes;
const _errs16 = errors;
const _errs17 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate25.errors = [{instancePath:instancePath+"/local_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs17){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate25.errors = [{instancePath:instancePath+"/local_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.local_packets !== undefined){
let data6 = data.local_packets;
const _errs19 = errors;
const _errs20 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate25.errors = [{instancePath:instancePath+"/local_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs20){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate25.errors = [{instancePath:instancePath+"/local_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.local_rate !== undefined){
let data7 = data.local_rate;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate25.errors = [{instancePath:instancePath+"/local_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/local_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.other_bytes !== undefined){
let data8 = data.other_bytes;
const _errs25 = errors;
const _errs26 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate25.errors = [{instancePath:instancePath+"/other_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate25.errors = [{instancePath:instancePath+"/other_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.other_packets !== undefined){
let data9 = data.other_packets;
const _errs28 = errors;
const _errs29 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate25.errors = [{instancePath:instancePath+"/other_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs29){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate25.errors = [{instancePath:instancePath+"/other_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.other_rate !== undefined){
let data10 = data.other_rate;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate25.errors = [{instancePath:instancePath+"/other_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/other_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcp !== undefined){
let data11 = data.tcp;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
const _errs37 = errors;
for(const key1 in data11){
if(!(((key1 === "resets") || (key1 === "retrans")) || (key1 === "seq_errors"))){
validate25.errors = [{instancePath:instancePath+"/tcp",schemaPath:"#/$defs/records.tcpCounters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs37 === errors){
if(data11.resets !== undefined){
let data12 = data11.resets;
const _errs38 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate25.errors = [{instancePath:instancePath+"/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate25.errors = [{instancePath:instancePath+"/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs38 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data11.retrans !== undefined){
let data13 = data11.retrans;
const _errs40 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate25.errors = [{instancePath:instancePath+"/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs40){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate25.errors = [{instancePath:instancePath+"/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs40 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data11.seq_errors !== undefined){
let data14 = data11.seq_errors;
const _errs42 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate25.errors = [{instancePath:instancePath+"/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs42){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate25.errors = [{instancePath:instancePath+"/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs42 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/tcp",schemaPath:"#/$defs/records.tcpCounters/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_bytes !== undefined){
let data15 = data.total_bytes;
const _errs44 = errors;
const _errs45 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate25.errors = [{instancePath:instancePath+"/total_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs45){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate25.errors = [{instancePath:instancePath+"/total_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_packets !== undefined){
let data16 = data.total_packets;
const _errs47 = errors;
const _errs48 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate25.errors = [{instancePath:instancePath+"/total_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs48){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate25.errors = [{instancePath:instancePath+"/total_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/flow_purge.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.flow === undefined) && (missing0 = "flow")) || ((data.interface === undefined) && (missing0 = "interface"))) || ((data.internal === undefined) && (missing0 = "internal"))) || ((data.reason === undefined) && (missing0 = "reason"))) || ((data.type === undefined) && (missing0 = "type"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "type") || (key0 === "interface")) || (key0 === "internal")) || (key0 === "reason")) || (key0 === "flow"))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("flow_purge" !== data0){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "flow_purge"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interface !== undefined){
const _errs4 = errors;
if(typeof data.interface !== "string"){
validate24.errors = [{instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.internal !== undefined){
const _errs6 = errors;
if(typeof data.internal !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data3 = data.reason;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate24.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data3 === "closed") || (data3 === "expired"))){
validate24.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/enum",keyword:"enum",params:{allowedValues: schema64.properties.reason.enum}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flow !== undefined){
const _errs10 = errors;
if(!(validate25(data.flow, {instancePath:instancePath+"/flow",parentData:data,parentDataProperty:"flow",rootData,dynamicAnchors}))){
vErrors = appendErrors(vErrors, validate25.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
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

export const flowStats = validate27;
const schema79 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/flow_stats.schema.json","type":"object","required":["flow","interface","internal","type"],"properties":{"type":{"type":"string","const":"flow_stats"},"interface":{"type":"string"},"internal":{"type":"boolean"},"flow":{"$ref":"#/$defs/records.flowCounters"}},"$defs":{"records.count":{"type":"integer","minimum":0},"records.digest":{"type":"string"},"records.flowCounters":{"type":"object","required":["detection_packets","digest","last_seen_at","local_bytes","local_packets","local_rate","other_bytes","other_packets","other_rate","total_bytes","total_packets"],"properties":{"detection_packets":{"$ref":"#/$defs/records.count"},"digest":{"$ref":"#/$defs/records.digest"},"digest_prev":{"type":"array","items":{"$ref":"#/$defs/records.digest"}},"last_seen_at":{"$ref":"#/$defs/records.unixMillis"},"local_bytes":{"$ref":"#/$defs/records.count"},"local_packets":{"$ref":"#/$defs/records.count"},"local_rate":{"$ref":"#/$defs/records.rate"},"other_bytes":{"$ref":"#/$defs/records.count"},"other_packets":{"$ref":"#/$defs/records.count"},"other_rate":{"$ref":"#/$defs/records.rate"},"tcp":{"$ref":"#/$defs/records.tcpCounters"},"total_bytes":{"$ref":"#/$defs/records.count"},"total_packets":{"$ref":"#/$defs/records.count"}},"additionalProperties":false},"records.rate":{"type":"number","minimum":0},"records.tcpCounters":{"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false},"records.unixMillis":{"type":"integer","minimum":0}},"additionalProperties":false};
const schema80 = {"type":"object","required":["detection_packets","digest","last_seen_at","local_bytes","local_packets","local_rate","other_bytes","other_packets","other_rate","total_bytes","total_packets"],"properties":{"detection_packets":{"$ref":"#/$defs/records.count"},"digest":{"$ref":"#/$defs/records.digest"},"digest_prev":{"type":"array","items":{"$ref":"#/$defs/records.digest"}},"last_seen_at":{"$ref":"#/$defs/records.unixMillis"},"local_bytes":{"$ref":"#/$defs/records.count"},"local_packets":{"$ref":"#/$defs/records.count"},"local_rate":{"$ref":"#/$defs/records.rate"},"other_bytes":{"$ref":"#/$defs/records.count"},"other_packets":{"$ref":"#/$defs/records.count"},"other_rate":{"$ref":"#/$defs/records.rate"},"tcp":{"$ref":"#/$defs/records.tcpCounters"},"total_bytes":{"$ref":"#/$defs/records.count"},"total_packets":{"$ref":"#/$defs/records.count"}},"additionalProperties":false};
const schema81 = {"type":"integer","minimum":0};
const schema82 = {"type":"string"};
const schema84 = {"type":"integer","minimum":0};
const schema87 = {"type":"number","minimum":0};
const schema91 = {"type":"object","properties":{"resets":{"type":"integer","minimum":0},"retrans":{"type":"integer","minimum":0},"seq_errors":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.detection_packets === undefined) && (missing0 = "detection_packets")) || ((data.digest === undefined) && (missing0 = "digest"))) || ((data.last_seen_at === undefined) && (missing0 = "last_seen_at"))) || ((data.local_bytes === undefined) && (missing0 = "local_bytes"))) || ((data.local_packets === undefined) && (missing0 = "local_packets"))) || ((data.local_rate === undefined) && (missing0 = "local_rate"))) || ((data.other_bytes === undefined) && (missing0 = "other_bytes"))) || ((data.other_packets === undefined) && (missing0 = "other_packets"))) || ((data.other_rate === undefined) && (missing0 = "other_rate"))) || ((data.total_bytes === undefined) && (missing0 = "total_bytes"))) || ((data.total_packets === undefined) && (missing0 = "total_packets"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(known6.has(key0))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.detection_packets !== undefined){
let data0 = data.detection_packets;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate28.errors = [{instancePath:instancePath+"/detection_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/detection_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest !== undefined){
const _errs5 = errors;
if(typeof data.digest !== "string"){
validate28.errors = [{instancePath:instancePath+"/digest",schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.digest_prev !== undefined){
let data2 = data.digest_prev;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid3 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(typeof data2[i0] !== "string"){
validate28.errors = [{instancePath:instancePath+"/digest_prev/" + i0,schemaPath:"#/$defs/records.digest/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid3 = _errs10 === errors;
if(!valid3){
break;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/digest_prev",schemaPath:"#/properties/digest_prev/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_seen_at !== undefined){
let data4 = data.last_seen_at;
const _errs13 = errors;
const _errs14 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate28.errors = [{instancePath:instancePath+"/last_seen_at",schemaPath:"#/$defs/records.unixMillis/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate28.errors = [{instancePath:instancePath+"/last_seen_at",schemaPath:"#/$defs/records.unixMillis/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.local_bytes !== undefined){
let data5 = data.local_bytes;
const _errs16 = errors;
const _errs17 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate28.errors = [{instancePath:instancePath+"/local_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs17){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate28.errors = [{instancePath:instancePath+"/local_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.local_packets !== undefined){
let data6 = data.local_packets;
const _errs19 = errors;
const _errs20 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate28.errors = [{instancePath:instancePath+"/local_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs20){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate28.errors = [{instancePath:instancePath+"/local_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.local_rate !== undefined){
let data7 = data.local_rate;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate28.errors = [{instancePath:instancePath+"/local_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/local_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.other_bytes !== undefined){
let data8 = data.other_bytes;
const _errs25 = errors;
const _errs26 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate28.errors = [{instancePath:instancePath+"/other_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate28.errors = [{instancePath:instancePath+"/other_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.other_packets !== undefined){
let data9 = data.other_packets;
const _errs28 = errors;
const _errs29 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate28.errors = [{instancePath:instancePath+"/other_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs29){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate28.errors = [{instancePath:instancePath+"/other_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.other_rate !== undefined){
let data10 = data.other_rate;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate28.errors = [{instancePath:instancePath+"/other_rate",schemaPath:"#/$defs/records.rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/other_rate",schemaPath:"#/$defs/records.rate/type",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcp !== undefined){
let data11 = data.tcp;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
const _errs37 = errors;
for(const key1 in data11){
if(!(((key1 === "resets") || (key1 === "retrans")) || (key1 === "seq_errors"))){
validate28.errors = [{instancePath:instancePath+"/tcp",schemaPath:"#/$defs/records.tcpCounters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs37 === errors){
if(data11.resets !== undefined){
let data12 = data11.resets;
const _errs38 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate28.errors = [{instancePath:instancePath+"/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate28.errors = [{instancePath:instancePath+"/tcp/resets",schemaPath:"#/$defs/records.tcpCounters/properties/resets/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs38 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data11.retrans !== undefined){
let data13 = data11.retrans;
const _errs40 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate28.errors = [{instancePath:instancePath+"/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs40){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate28.errors = [{instancePath:instancePath+"/tcp/retrans",schemaPath:"#/$defs/records.tcpCounters/properties/retrans/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs40 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data11.seq_errors !== undefined){
let data14 = data11.seq_errors;
const _errs42 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate28.errors = [{instancePath:instancePath+"/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs42){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate28.errors = [{instancePath:instancePath+"/tcp/seq_errors",schemaPath:"#/$defs/records.tcpCounters/properties/seq_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid13 = _errs42 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/tcp",schemaPath:"#/$defs/records.tcpCounters/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_bytes !== undefined){
let data15 = data.total_bytes;
const _errs44 = errors;
const _errs45 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate28.errors = [{instancePath:instancePath+"/total_bytes",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs45){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate28.errors = [{instancePath:instancePath+"/total_bytes",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_packets !== undefined){
let data16 = data.total_packets;
const _errs47 = errors;
const _errs48 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate28.errors = [{instancePath:instancePath+"/total_packets",schemaPath:"#/$defs/records.count/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs48){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate28.errors = [{instancePath:instancePath+"/total_packets",schemaPath:"#/$defs/records.count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/flow_stats.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.flow === undefined) && (missing0 = "flow")) || ((data.interface === undefined) && (missing0 = "interface"))) || ((data.internal === undefined) && (missing0 = "internal"))) || ((data.type === undefined) && (missing0 = "type"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "interface")) || (key0 === "internal")) || (key0 === "flow"))){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate27.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("flow_stats" !== data0){
validate27.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "flow_stats"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interface !== undefined){
const _errs4 = errors;
if(typeof data.interface !== "string"){
validate27.errors = [{instancePath:instancePath+"/interface",schemaPath:"#/properties/interface/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.internal !== undefined){
const _errs6 = errors;
if(typeof data.internal !== "boolean"){
validate27.errors = [{instancePath:instancePath+"/internal",schemaPath:"#/properties/internal/type",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flow !== undefined){
const _errs8 = errors;
if(!(validate28(data.flow, {instancePath:instancePath+"/flow",parentData:data,parentDataProperty:"flow",rootData,dynamicAnchors}))){
vErrors = appendErrors(vErrors, validate28.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
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

export const globalStats = validate30;
const schema94 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/global_stats.schema.json","type":"object","required":["capture_dropped","capture_filtered","discarded","discarded_bytes","ethernet","flow_dropped","fragmented","icmp","igmp","ip","ip_bytes","largest_bytes","mpls","pppoe","queue_dropped","raw","tcp","tcp_resets","tcp_seq_errors","udp","vlan","wire_bytes","type"],"properties":{"capture_dropped":{"type":"integer","minimum":0},"capture_filtered":{"type":"integer","minimum":0},"discarded":{"type":"integer","minimum":0},"discarded_bytes":{"type":"integer","minimum":0},"ethernet":{"type":"integer","minimum":0},"flow_dropped":{"type":"integer","minimum":0},"fragmented":{"type":"integer","minimum":0},"icmp":{"type":"integer","minimum":0},"igmp":{"type":"integer","minimum":0},"ip":{"type":"integer","minimum":0},"ip_bytes":{"type":"integer","minimum":0},"largest_bytes":{"type":"integer","minimum":0},"mpls":{"type":"integer","minimum":0},"pppoe":{"type":"integer","minimum":0},"queue_dropped":{"type":"integer","minimum":0},"raw":{"type":"integer","minimum":0},"tcp":{"type":"integer","minimum":0},"tcp_resets":{"type":"integer","minimum":0},"tcp_seq_errors":{"type":"integer","minimum":0},"udp":{"type":"integer","minimum":0},"vlan":{"type":"integer","minimum":0},"wire_bytes":{"type":"integer","minimum":0},"type":{"type":"string","const":"global_stats"}},"$defs":{"records.interfaceCounters":{"type":"object","required":["capture_dropped","capture_filtered","discarded","discarded_bytes","ethernet","flow_dropped","fragmented","icmp","igmp","ip","ip_bytes","largest_bytes","mpls","pppoe","queue_dropped","raw","tcp","tcp_resets","tcp_seq_errors","udp","vlan","wire_bytes"],"properties":{"capture_dropped":{"type":"integer","minimum":0},"capture_filtered":{"type":"integer","minimum":0},"discarded":{"type":"integer","minimum":0},"discarded_bytes":{"type":"integer","minimum":0},"ethernet":{"type":"integer","minimum":0},"flow_dropped":{"type":"integer","minimum":0},"fragmented":{"type":"integer","minimum":0},"icmp":{"type":"integer","minimum":0},"igmp":{"type":"integer","minimum":0},"ip":{"type":"integer","minimum":0},"ip_bytes":{"type":"integer","minimum":0},"largest_bytes":{"type":"integer","minimum":0},"mpls":{"type":"integer","minimum":0},"pppoe":{"type":"integer","minimum":0},"queue_dropped":{"type":"integer","minimum":0},"raw":{"type":"integer","minimum":0},"tcp":{"type":"integer","minimum":0},"tcp_resets":{"type":"integer","minimum":0},"tcp_seq_errors":{"type":"integer","minimum":0},"udp":{"type":"integer","minimum":0},"vlan":{"type":"integer","minimum":0},"wire_bytes":{"type":"integer","minimum":0}},"additionalProperties":false}},"additionalProperties":false};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/global_stats.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((((((((data.capture_dropped === undefined) && (missing0 = "capture_dropped")) || ((data.capture_filtered === undefined) && (missing0 = "capture_filtered"))) || ((data.discarded === undefined) && (missing0 = "discarded"))) || ((data.discarded_bytes === undefined) && (missing0 = "discarded_bytes"))) || ((data.ethernet === undefined) && (missing0 = "ethernet"))) || ((data.flow_dropped === undefined) && (missing0 = "flow_dropped"))) || ((data.fragmented === undefined) && (missing0 = "fragmented"))) || ((data.icmp === undefined) && (missing0 = "icmp"))) || ((data.igmp === undefined) && (missing0 = "igmp"))) || ((data.ip === undefined) && (missing0 = "ip"))) || ((data.ip_bytes === undefined) && (missing0 = "ip_bytes"))) || ((data.largest_bytes === undefined) && (missing0 = "largest_bytes"))) || ((data.mpls === undefined) && (missing0 = "mpls"))) || ((data.pppoe === undefined) && (missing0 = "pppoe"))) || ((data.queue_dropped === undefined) && (missing0 = "queue_dropped"))) || ((data.raw === undefined) && (missing0 = "raw"))) || ((data.tcp === undefined) && (missing0 = "tcp"))) || ((data.tcp_resets === undefined) && (missing0 = "tcp_resets"))) || ((data.tcp_seq_errors === undefined) && (missing0 = "tcp_seq_errors"))) || ((data.udp === undefined) && (missing0 = "udp"))) || ((data.vlan === undefined) && (missing0 = "vlan"))) || ((data.wire_bytes === undefined) && (missing0 = "wire_bytes"))) || ((data.type === undefined) && (missing0 = "type"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(known7.has(key0))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.capture_dropped !== undefined){
let data0 = data.capture_dropped;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate30.errors = [{instancePath:instancePath+"/capture_dropped",schemaPath:"#/properties/capture_dropped/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate30.errors = [{instancePath:instancePath+"/capture_dropped",schemaPath:"#/properties/capture_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capture_filtered !== undefined){
let data1 = data.capture_filtered;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate30.errors = [{instancePath:instancePath+"/capture_filtered",schemaPath:"#/properties/capture_filtered/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate30.errors = [{instancePath:instancePath+"/capture_filtered",schemaPath:"#/properties/capture_filtered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discarded !== undefined){
let data2 = data.discarded;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate30.errors = [{instancePath:instancePath+"/discarded",schemaPath:"#/properties/discarded/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate30.errors = [{instancePath:instancePath+"/discarded",schemaPath:"#/properties/discarded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discarded_bytes !== undefined){
let data3 = data.discarded_bytes;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate30.errors = [{instancePath:instancePath+"/discarded_bytes",schemaPath:"#/properties/discarded_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate30.errors = [{instancePath:instancePath+"/discarded_bytes",schemaPath:"#/properties/discarded_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ethernet !== undefined){
let data4 = data.ethernet;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate30.errors = [{instancePath:instancePath+"/ethernet",schemaPath:"#/properties/ethernet/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate30.errors = [{instancePath:instancePath+"/ethernet",schemaPath:"#/properties/ethernet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flow_dropped !== undefined){
let data5 = data.flow_dropped;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate30.errors = [{instancePath:instancePath+"/flow_dropped",schemaPath:"#/properties/flow_dropped/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate30.errors = [{instancePath:instancePath+"/flow_dropped",schemaPath:"#/properties/flow_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fragmented !== undefined){
let data6 = data.fragmented;
const _errs14 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate30.errors = [{instancePath:instancePath+"/fragmented",schemaPath:"#/properties/fragmented/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate30.errors = [{instancePath:instancePath+"/fragmented",schemaPath:"#/properties/fragmented/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.icmp !== undefined){
let data7 = data.icmp;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate30.errors = [{instancePath:instancePath+"/icmp",schemaPath:"#/properties/icmp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate30.errors = [{instancePath:instancePath+"/icmp",schemaPath:"#/properties/icmp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.igmp !== undefined){
let data8 = data.igmp;
const _errs18 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate30.errors = [{instancePath:instancePath+"/igmp",schemaPath:"#/properties/igmp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs18){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate30.errors = [{instancePath:instancePath+"/igmp",schemaPath:"#/properties/igmp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ip !== undefined){
let data9 = data.ip;
const _errs20 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate30.errors = [{instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs20){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate30.errors = [{instancePath:instancePath+"/ip",schemaPath:"#/properties/ip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ip_bytes !== undefined){
let data10 = data.ip_bytes;
const _errs22 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate30.errors = [{instancePath:instancePath+"/ip_bytes",schemaPath:"#/properties/ip_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate30.errors = [{instancePath:instancePath+"/ip_bytes",schemaPath:"#/properties/ip_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.largest_bytes !== undefined){
let data11 = data.largest_bytes;
const _errs24 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate30.errors = [{instancePath:instancePath+"/largest_bytes",schemaPath:"#/properties/largest_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs24){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate30.errors = [{instancePath:instancePath+"/largest_bytes",schemaPath:"#/properties/largest_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mpls !== undefined){
let data12 = data.mpls;
const _errs26 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate30.errors = [{instancePath:instancePath+"/mpls",schemaPath:"#/properties/mpls/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate30.errors = [{instancePath:instancePath+"/mpls",schemaPath:"#/properties/mpls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pppoe !== undefined){
let data13 = data.pppoe;
const _errs28 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate30.errors = [{instancePath:instancePath+"/pppoe",schemaPath:"#/properties/pppoe/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate30.errors = [{instancePath:instancePath+"/pppoe",schemaPath:"#/properties/pppoe/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue_dropped !== undefined){
let data14 = data.queue_dropped;
const _errs30 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate30.errors = [{instancePath:instancePath+"/queue_dropped",schemaPath:"#/properties/queue_dropped/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate30.errors = [{instancePath:instancePath+"/queue_dropped",schemaPath:"#/properties/queue_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.raw !== undefined){
let data15 = data.raw;
const _errs32 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate30.errors = [{instancePath:instancePath+"/raw",schemaPath:"#/properties/raw/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs32){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate30.errors = [{instancePath:instancePath+"/raw",schemaPath:"#/properties/raw/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcp !== undefined){
let data16 = data.tcp;
const _errs34 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate30.errors = [{instancePath:instancePath+"/tcp",schemaPath:"#/properties/tcp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs34){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate30.errors = [{instancePath:instancePath+"/tcp",schemaPath:"#/properties/tcp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcp_resets !== undefined){
let data17 = data.tcp_resets;
const _errs36 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate30.errors = [{instancePath:instancePath+"/tcp_resets",schemaPath:"#/properties/tcp_resets/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs36){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate30.errors = [{instancePath:instancePath+"/tcp_resets",schemaPath:"#/properties/tcp_resets/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tcp_seq_errors !== undefined){
let data18 = data.tcp_seq_errors;
const _errs38 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate30.errors = [{instancePath:instancePath+"/tcp_seq_errors",schemaPath:"#/properties/tcp_seq_errors/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate30.errors = [{instancePath:instancePath+"/tcp_seq_errors",schemaPath:"#/properties/tcp_seq_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.udp !== undefined){
let data19 = data.udp;
const _errs40 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate30.errors = [{instancePath:instancePath+"/udp",schemaPath:"#/properties/udp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs40){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate30.errors = [{instancePath:instancePath+"/udp",schemaPath:"#/properties/udp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vlan !== undefined){
let data20 = data.vlan;
const _errs42 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate30.errors = [{instancePath:instancePath+"/vlan",schemaPath:"#/properties/vlan/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs42){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate30.errors = [{instancePath:instancePath+"/vlan",schemaPath:"#/properties/vlan/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wire_bytes !== undefined){
let data21 = data.wire_bytes;
const _errs44 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate30.errors = [{instancePath:instancePath+"/wire_bytes",schemaPath:"#/properties/wire_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs44){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
validate30.errors = [{instancePath:instancePath+"/wire_bytes",schemaPath:"#/properties/wire_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data22 = data.type;
const _errs46 = errors;
if(typeof data22 !== "string"){
validate30.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("global_stats" !== data22){
validate30.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "global_stats"}}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const interfaceStats = validate31;
const schema95 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/interface_stats.schema.json","type":"object","required":["type"],"properties":{"type":{"type":"string","const":"interface_stats"}},"additionalProperties":{"$ref":"#/$defs/records.interfaceCounters"},"$defs":{"records.interfaceCounters":{"type":"object","required":["capture_dropped","capture_filtered","discarded","discarded_bytes","ethernet","flow_dropped","fragmented","icmp","igmp","ip","ip_bytes","largest_bytes","mpls","pppoe","queue_dropped","raw","tcp","tcp_resets","tcp_seq_errors","udp","vlan","wire_bytes"],"properties":{"capture_dropped":{"type":"integer","minimum":0},"capture_filtered":{"type":"integer","minimum":0},"discarded":{"type":"integer","minimum":0},"discarded_bytes":{"type":"integer","minimum":0},"ethernet":{"type":"integer","minimum":0},"flow_dropped":{"type":"integer","minimum":0},"fragmented":{"type":"integer","minimum":0},"icmp":{"type":"integer","minimum":0},"igmp":{"type":"integer","minimum":0},"ip":{"type":"integer","minimum":0},"ip_bytes":{"type":"integer","minimum":0},"largest_bytes":{"type":"integer","minimum":0},"mpls":{"type":"integer","minimum":0},"pppoe":{"type":"integer","minimum":0},"queue_dropped":{"type":"integer","minimum":0},"raw":{"type":"integer","minimum":0},"tcp":{"type":"integer","minimum":0},"tcp_resets":{"type":"integer","minimum":0},"tcp_seq_errors":{"type":"integer","minimum":0},"udp":{"type":"integer","minimum":0},"vlan":{"type":"integer","minimum":0},"wire_bytes":{"type":"integer","minimum":0}},"additionalProperties":false}}};
const schema96 = {"type":"object","required":["capture_dropped","capture_filtered","discarded","discarded_bytes","ethernet","flow_dropped","fragmented","icmp","igmp","ip","ip_bytes","largest_bytes","mpls","pppoe","queue_dropped","raw","tcp","tcp_resets","tcp_seq_errors","udp","vlan","wire_bytes"],"properties":{"capture_dropped":{"type":"integer","minimum":0},"capture_filtered":{"type":"integer","minimum":0},"discarded":{"type":"integer","minimum":0},"discarded_bytes":{"type":"integer","minimum":0},"ethernet":{"type":"integer","minimum":0},"flow_dropped":{"type":"integer","minimum":0},"fragmented":{"type":"integer","minimum":0},"icmp":{"type":"integer","minimum":0},"igmp":{"type":"integer","minimum":0},"ip":{"type":"integer","minimum":0},"ip_bytes":{"type":"integer","minimum":0},"largest_bytes":{"type":"integer","minimum":0},"mpls":{"type":"integer","minimum":0},"pppoe":{"type":"integer","minimum":0},"queue_dropped":{"type":"integer","minimum":0},"raw":{"type":"integer","minimum":0},"tcp":{"type":"integer","minimum":0},"tcp_resets":{"type":"integer","minimum":0},"tcp_seq_errors":{"type":"integer","minimum":0},"udp":{"type":"integer","minimum":0},"vlan":{"type":"integer","minimum":0},"wire_bytes":{"type":"integer","minimum":0}},"additionalProperties":false};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/interface_stats.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "type")){
let data0 = data[key0];
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((((((((((((((((((((data0.capture_dropped === undefined) && (missing1 = "capture_dropped")) || ((data0.capture_filtered === undefined) && (missing1 = "capture_filtered"))) || ((data0.discarded === undefined) && (missing1 = "discarded"))) || ((data0.discarded_bytes === undefined) && (missing1 = "discarded_bytes"))) || ((data0.ethernet === undefined) && (missing1 = "ethernet"))) || ((data0.flow_dropped === undefined) && (missing1 = "flow_dropped"))) || ((data0.fragmented === undefined) && (missing1 = "fragmented"))) || ((data0.icmp === undefined) && (missing1 = "icmp"))) || ((data0.igmp === undefined) && (missing1 = "igmp"))) || ((data0.ip === undefined) && (missing1 = "ip"))) || ((data0.ip_bytes === undefined) && (missing1 = "ip_bytes"))) || ((data0.largest_bytes === undefined) && (missing1 = "largest_bytes"))) || ((data0.mpls === undefined) && (missing1 = "mpls"))) || ((data0.pppoe === undefined) && (missing1 = "pppoe"))) || ((data0.queue_dropped === undefined) && (missing1 = "queue_dropped"))) || ((data0.raw === undefined) && (missing1 = "raw"))) || ((data0.tcp === undefined) && (missing1 = "tcp"))) || ((data0.tcp_resets === undefined) && (missing1 = "tcp_resets"))) || ((data0.tcp_seq_errors === undefined) && (missing1 = "tcp_seq_errors"))) || ((data0.udp === undefined) && (missing1 = "udp"))) || ((data0.vlan === undefined) && (missing1 = "vlan"))) || ((data0.wire_bytes === undefined) && (missing1 = "wire_bytes"))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/records.interfaceCounters/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!(known8.has(key1))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/records.interfaceCounters/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.capture_dropped !== undefined){
let data1 = data0.capture_dropped;
const _errs6 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_dropped",schemaPath:"#/$defs/records.interfaceCounters/properties/capture_dropped/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_dropped",schemaPath:"#/$defs/records.interfaceCounters/properties/capture_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.capture_filtered !== undefined){
let data2 = data0.capture_filtered;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_filtered",schemaPath:"#/$defs/records.interfaceCounters/properties/capture_filtered/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_filtered",schemaPath:"#/$defs/records.interfaceCounters/properties/capture_filtered/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.discarded !== undefined){
let data3 = data0.discarded;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/discarded",schemaPath:"#/$defs/records.interfaceCounters/properties/discarded/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/discarded",schemaPath:"#/$defs/records.interfaceCounters/properties/discarded/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.discarded_bytes !== undefined){
let data4 = data0.discarded_bytes;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/discarded_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/discarded_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/discarded_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/discarded_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.ethernet !== undefined){
let data5 = data0.ethernet;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/ethernet",schemaPath:"#/$defs/records.interfaceCounters/properties/ethernet/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/ethernet",schemaPath:"#/$defs/records.interfaceCounters/properties/ethernet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.flow_dropped !== undefined){
let data6 = data0.flow_dropped;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/flow_dropped",schemaPath:"#/$defs/records.interfaceCounters/properties/flow_dropped/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs16){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/flow_dropped",schemaPath:"#/$defs/records.interfaceCounters/properties/flow_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.fragmented !== undefined){
let data7 = data0.fragmented;
const _errs18 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/fragmented",schemaPath:"#/$defs/records.interfaceCounters/properties/fragmented/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs18){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/fragmented",schemaPath:"#/$defs/records.interfaceCounters/properties/fragmented/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.icmp !== undefined){
let data8 = data0.icmp;
const _errs20 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/icmp",schemaPath:"#/$defs/records.interfaceCounters/properties/icmp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs20){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/icmp",schemaPath:"#/$defs/records.interfaceCounters/properties/icmp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.igmp !== undefined){
let data9 = data0.igmp;
const _errs22 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/igmp",schemaPath:"#/$defs/records.interfaceCounters/properties/igmp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/igmp",schemaPath:"#/$defs/records.interfaceCounters/properties/igmp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.ip !== undefined){
let data10 = data0.ip;
const _errs24 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/ip",schemaPath:"#/$defs/records.interfaceCounters/properties/ip/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs24){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/ip",schemaPath:"#/$defs/records.interfaceCounters/properties/ip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.ip_bytes !== undefined){
let data11 = data0.ip_bytes;
const _errs26 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/ip_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/ip_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs26){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/ip_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/ip_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.largest_bytes !== undefined){
let data12 = data0.largest_bytes;
const _errs28 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/largest_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/largest_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/largest_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/largest_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.mpls !== undefined){
let data13 = data0.mpls;
const _errs30 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/mpls",schemaPath:"#/$defs/records.interfaceCounters/properties/mpls/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/mpls",schemaPath:"#/$defs/records.interfaceCounters/properties/mpls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.pppoe !== undefined){
let data14 = data0.pppoe;
const _errs32 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/pppoe",schemaPath:"#/$defs/records.interfaceCounters/properties/pppoe/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs32){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/pppoe",schemaPath:"#/$defs/records.interfaceCounters/properties/pppoe/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.queue_dropped !== undefined){
let data15 = data0.queue_dropped;
const _errs34 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/queue_dropped",schemaPath:"#/$defs/records.interfaceCounters/properties/queue_dropped/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs34){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/queue_dropped",schemaPath:"#/$defs/records.interfaceCounters/properties/queue_dropped/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.raw !== undefined){
let data16 = data0.raw;
const _errs36 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/raw",schemaPath:"#/$defs/records.interfaceCounters/properties/raw/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs36){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/raw",schemaPath:"#/$defs/records.interfaceCounters/properties/raw/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.tcp !== undefined){
let data17 = data0.tcp;
const _errs38 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tcp",schemaPath:"#/$defs/records.interfaceCounters/properties/tcp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs38){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tcp",schemaPath:"#/$defs/records.interfaceCounters/properties/tcp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.tcp_resets !== undefined){
let data18 = data0.tcp_resets;
const _errs40 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tcp_resets",schemaPath:"#/$defs/records.interfaceCounters/properties/tcp_resets/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs40){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tcp_resets",schemaPath:"#/$defs/records.interfaceCounters/properties/tcp_resets/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.tcp_seq_errors !== undefined){
let data19 = data0.tcp_seq_errors;
const _errs42 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tcp_seq_errors",schemaPath:"#/$defs/records.interfaceCounters/properties/tcp_seq_errors/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs42){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/tcp_seq_errors",schemaPath:"#/$defs/records.interfaceCounters/properties/tcp_seq_errors/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.udp !== undefined){
let data20 = data0.udp;
const _errs44 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/udp",schemaPath:"#/$defs/records.interfaceCounters/properties/udp/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs44){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/udp",schemaPath:"#/$defs/records.interfaceCounters/properties/udp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs44 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.vlan !== undefined){
let data21 = data0.vlan;
const _errs46 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/vlan",schemaPath:"#/$defs/records.interfaceCounters/properties/vlan/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs46){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/vlan",schemaPath:"#/$defs/records.interfaceCounters/properties/vlan/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs46 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.wire_bytes !== undefined){
let data22 = data0.wire_bytes;
const _errs48 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/wire_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/wire_bytes/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs48){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/wire_bytes",schemaPath:"#/$defs/records.interfaceCounters/properties/wire_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs48 === errors;
}
else {
var valid2 = true;
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
validate31.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/records.interfaceCounters/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data23 = data.type;
if(typeof data23 !== "string"){
validate31.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interface_stats" !== data23){
validate31.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "interface_stats"}}];
return false;
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const interfaces = validate32;
const schema97 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:agentconf:schemas/5/records/interfaces.schema.json","type":"object","required":["type"],"properties":{"type":{"type":"string","const":"interfaces"}},"additionalProperties":{"type":"object","required":["capture_type","mac","role"],"properties":{"addr":{"type":"array","items":{"type":"string"}},"capture_file":{"type":"string"},"capture_type":{"type":"string","enum":["nfqueue","pcap","tpv3","NFQ","PCAP","TPv3","UNKNOWN"]},"mac":{"type":"string"},"role":{"type":"string","enum":["lan","wan","LAN","WAN","UNKNOWN"]}},"additionalProperties":false}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:agentconf:schemas/5/records/interfaces.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "type")){
let data0 = data[key0];
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.capture_type === undefined) && (missing1 = "capture_type")) || ((data0.mac === undefined) && (missing1 = "mac"))) || ((data0.role === undefined) && (missing1 = "role"))){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!(((((key1 === "addr") || (key1 === "capture_file")) || (key1 === "capture_type")) || (key1 === "mac")) || (key1 === "role"))){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.addr !== undefined){
let data1 = data0.addr;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data1[i0] !== "string"){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/addr/" + i0,schemaPath:"#/additionalProperties/properties/addr/items/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/addr",schemaPath:"#/additionalProperties/properties/addr/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.capture_file !== undefined){
const _errs9 = errors;
if(typeof data0.capture_file !== "string"){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_file",schemaPath:"#/additionalProperties/properties/capture_file/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.capture_type !== undefined){
let data4 = data0.capture_type;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_type",schemaPath:"#/additionalProperties/properties/capture_type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data4 === "nfqueue") || (data4 === "pcap")) || (data4 === "tpv3")) || (data4 === "NFQ")) || (data4 === "PCAP")) || (data4 === "TPv3")) || (data4 === "UNKNOWN"))){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/capture_type",schemaPath:"#/additionalProperties/properties/capture_type/enum",keyword:"enum",params:{allowedValues: schema97.additionalProperties.properties.capture_type.enum}}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.mac !== undefined){
const _errs13 = errors;
if(typeof data0.mac !== "string"){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/mac",schemaPath:"#/additionalProperties/properties/mac/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.role !== undefined){
let data6 = data0.role;
const _errs15 = errors;
if(typeof data6 !== "string"){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/role",schemaPath:"#/additionalProperties/properties/role/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data6 === "lan") || (data6 === "wan")) || (data6 === "LAN")) || (data6 === "WAN")) || (data6 === "UNKNOWN"))){
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/role",schemaPath:"#/additionalProperties/properties/role/enum",keyword:"enum",params:{allowedValues: schema97.additionalProperties.properties.role.enum}}];
return false;
}
var valid1 = _errs15 === errors;
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
else {
validate32.errors = [{instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data7 = data.type;
if(typeof data7 !== "string"){
validate32.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interfaces" !== data7){
validate32.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "interfaces"}}];
return false;
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

// The members each object lists (see above).
const known0 = new Set(Object.keys(schema31.properties));
const known1 = new Set(Object.keys(schema34.properties.flow.properties));
const known2 = new Set(Object.keys(schema34.properties.flow.properties.gtp.properties));
const known3 = new Set(Object.keys(schema34.properties.flow.properties.ssl.properties));
const known4 = new Set(Object.keys(schema49.properties.flow.properties));
const known5 = new Set(Object.keys(schema65.properties));
const known6 = new Set(Object.keys(schema80.properties));
const known7 = new Set(Object.keys(schema94.properties));
const known8 = new Set(Object.keys(schema96.properties));

